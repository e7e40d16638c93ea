import { useState } from 'react';
import { usePage } from '@inertiajs/react';
import { http } from '../lib/http';
import { rememberFollow, useFollowState, type FollowState } from '../lib/follows';
import { CheckIcon, UserPlusIcon } from './icons';
import { useT } from '../i18n/i18n-context';

interface FollowButtonProps {
  artist: { id: number; name: string };
  /** What the page knows (the artist page carries it); without it the state is asked of the server. */
  state?: FollowState;
  /** Among a page's actions a labelled pill; in the player a round icon on the dark bar; on an artist's card a round badge. */
  variant?: 'action' | 'player' | 'badge';
  className?: string;
}

const looks = {
  action: {
    base: 'inline-flex h-11 items-center gap-2 rounded-full border px-4 font-semibold',
    off: 'border-teal-700 bg-teal-700 text-white hover:bg-teal-800',
    on: 'border-sand-300 bg-white text-stone-700 hover:border-teal-600 hover:text-teal-800',
  },
  player: {
    base: 'grid size-10 shrink-0 place-items-center rounded-full hover:bg-white/10',
    off: 'text-sand-100 hover:text-white',
    on: 'text-teal-300',
  },
  // A card is as narrow as a third of a phone: an icon on the portrait's corner, its label for screen readers and as a tooltip.
  badge: {
    base: 'grid size-9 place-items-center rounded-full shadow-md ring-2 ring-white',
    off: 'bg-teal-700 text-white hover:bg-teal-800',
    on: 'bg-white text-teal-700 hover:text-teal-900',
  },
};

/**
 * Follow / Following (issue 35): on the artist page, in the player (the current song's artist) and on
 * search results' artist cards (their states asked together, resources/js/lib/follows.ts). A visitor may press it too: the API answers 401 and the http client asks them to log in.
 */
export function FollowButton({ artist, state, variant = 'action', className = '' }: FollowButtonProps) {
  const t = useT();
  const userId = usePage().props.auth.user?.id;
  const current = useFollowState(userId, artist.id, state);
  const following = current?.following ?? false;
  const [busy, setBusy] = useState(false);
  const look = looks[variant];

  async function toggle() {
    setBusy(true);
    try {
      const answer = await http.request<{ data: FollowState }>(following ? 'DELETE' : 'PUT', `/api/follow/artist/${artist.id}`);
      if (userId !== undefined) rememberFollow(userId, answer.data);
    } catch {
      // The http client has already told the person what went wrong.
    } finally {
      setBusy(false);
    }
  }

  const label = following ? t('follow.unfollow', { name: artist.name }) : t('follow.label', { name: artist.name });
  const Icon = following ? CheckIcon : UserPlusIcon;
  return (
    <button
      type="button"
      onClick={toggle}
      disabled={busy}
      aria-pressed={following}
      aria-label={variant === 'action' ? undefined : label}
      title={label}
      data-testid="follow-button"
      className={`transition active:scale-95 disabled:opacity-60 ${look.base} ${following ? look.on : look.off} ${className}`}
    >
      <Icon className={variant === 'badge' ? 'size-4' : 'size-5'} />
      {variant === 'action' && <span>{following ? t('follow.following') : t('follow.follow')}</span>}
    </button>
  );
}

/** "N followers", following this tab's latest answer for the artist. */
export function FollowersCount({ artistId, state, className = '' }: { artistId: number; state: FollowState; className?: string }) {
  const t = useT();
  const userId = usePage().props.auth.user?.id;
  const current = useFollowState(userId, artistId, state) ?? state;
  return (
    <p data-testid="followers-count" className={className}>
      {t('follow.followers', { count: current.followers_count })}
    </p>
  );
}
