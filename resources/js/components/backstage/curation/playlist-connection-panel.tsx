import { useCallback, useEffect, useState } from 'react';
import { notify } from '../../../lib/notifications';
import { EntitySelector, type PickedItem } from '../entity-selector';
import { callJson, type JsonAnswer } from './call-json';
import { Panel, primaryButton, secondaryButton } from './panel';
import { useT } from '../../../i18n/i18n-context';

interface LonelySong {
  count: number;
  song: { id: number; name: string; artist: { name: string }; features: { id: number; name: string }[]; url: string } | null;
}

/** Spec §5: a song is in at most 10 playlists. */
const MAX_PLAYLISTS = 10;

const nextSong = (after?: number) => callJson<LonelySong>('POST', '/api/backstage/no-playlist-song', after ? { after } : {});

/**
 * Spec §2/§4 "Playlist Connection": a song in no playlist, playlists chosen as chips (name and song
 * count), 'Attach playlist'; then everything resets and the next song loads.
 */
export function PlaylistConnectionPanel() {
  const t = useT();
  const [answer, setAnswer] = useState<LonelySong | null>(null);
  const [playlists, setPlaylists] = useState<PickedItem[]>([]);
  const [busy, setBusy] = useState(false);
  // A new key empties the selector's own query and results with the rest.
  const [round, setRound] = useState(0);

  const show = useCallback(({ ok, body }: JsonAnswer<LonelySong>) => {
    setBusy(false);
    if (ok) setAnswer(body);
    else notify({ type: 'error', title: t('notification.error'), message: body.message ?? t('backstage.connect.notLoaded') });
  }, [t]);
  useEffect(() => void nextSong().then(show), [show]);
  const load = (after: number) => {
    setBusy(true);
    return nextSong(after).then(show);
  };

  const song = answer?.song ?? null;
  const attach = async () => {
    if (!song || playlists.length === 0) return;
    setBusy(true);
    const { ok, body } = await callJson<{ message?: string }>('POST', '/api/backstage/playlist-attach', { song: song.id, playlists: playlists.map((playlist) => playlist.id) });
    setBusy(false);
    if (!ok) {
      notify({ type: 'error', title: t('notification.error'), message: body.message ?? t('backstage.connect.notAttached') });
      return;
    }
    notify({ type: 'success', message: body.message ?? t('backstage.connect.attached') });
    setPlaylists([]);
    setRound((value) => value + 1);
    await load(song.id);
  };

  return (
    <Panel id="playlist-connection" title={t('backstage.connect.title')} description={answer ? t('backstage.connect.count', { count: answer.count.toLocaleString('en') }) : t('backstage.connect.description')}>
      {answer && !song && <p className="text-sm text-stone-600">{t('backstage.connect.allDone')}</p>}
      {song && (
        <>
          <p className="text-sm">
            <a href={song.url} target="_blank" rel="noreferrer" className="font-semibold text-teal-800 hover:underline">
              {song.name}
            </a>
            <span className="text-stone-600">
              {' '}
              · {song.artist.name}
              {song.features.length > 0 && ` ft. ${song.features.map((artist) => artist.name).join(', ')}`}
            </span>
          </p>
          <label htmlFor={`playlist-connection-search-${round}`} className="mt-3 block text-sm font-semibold text-stone-800">
            {t('backstage.song.playlists')}
          </label>
          <EntitySelector key={round} id={`playlist-connection-search-${round}`} kind="playlists" value={playlists} onChange={setPlaylists} max={MAX_PLAYLISTS} placeholder={t('backstage.pick.playlists')} />
          <div className="mt-3 flex flex-wrap gap-2">
            <button type="button" onClick={attach} disabled={busy || playlists.length === 0} className={primaryButton}>
              {t('backstage.connect.attach')}
            </button>
            <button type="button" onClick={() => void load(song.id)} disabled={busy} className={secondaryButton}>
              {t('backstage.connect.skip')}
            </button>
          </div>
        </>
      )}
    </Panel>
  );
}
