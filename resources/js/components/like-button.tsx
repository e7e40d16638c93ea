import { useState } from 'react';
import { usePage } from '@inertiajs/react';
import { http } from '../lib/http';
import { rememberLike, useIsLiked } from '../lib/likes';
import { HeartIcon } from './icons';
import { useT } from '../i18n/i18n-context';

interface LikeButtonProps {
  /** Without `is_liked` the page did not work out the viewer's likes, and there is no button. */
  song: { id: number; name: string; is_liked?: boolean };
  /** On a picture (cards) a light disc; in a list a plain icon; among a page's actions an outlined circle. */
  variant?: 'overlay' | 'inline' | 'action';
  className?: string;
}

const looks = {
  overlay: 'size-10 bg-white/90 shadow-sm ring-1 ring-black/5 backdrop-blur hover:bg-white',
  inline: 'size-10 hover:bg-sand-200/70',
  action: 'size-11 border border-sand-300 bg-white hover:border-rose-400',
};

/**
 * The like toggle of spec §2 (song cards, song page). A visitor may press it too: the API answers 401
 * and the http client asks them to log in (spec §8).
 */
export function LikeButton({ song, variant = 'inline', className = '' }: LikeButtonProps) {
  const t = useT();
  const userId = usePage().props.auth.user?.id;
  const liked = useIsLiked(userId, song.id, song.is_liked ?? false);
  const [busy, setBusy] = useState(false);
  if (song.is_liked === undefined) return null;

  async function toggle() {
    setBusy(true);
    try {
      await http.request(liked ? 'DELETE' : 'PUT', `/api/favorite/${song.id}`);
      if (userId !== undefined) rememberLike(userId, song.id, !liked);
    } catch {
      // The http client has already told the person what went wrong.
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      onClick={toggle}
      disabled={busy}
      aria-pressed={liked}
      aria-label={t('like.label', { name: song.name })}
      title={liked ? t('like.remove') : t('like.add')}
      className={`grid shrink-0 place-items-center rounded-full transition active:scale-90 disabled:opacity-60 ${looks[variant]} ${
        liked ? 'text-rose-600' : 'text-stone-600 hover:text-rose-600'
      } ${className}`}
    >
      <HeartIcon className="size-5" fill={liked ? 'currentColor' : 'none'} />
    </button>
  );
}
