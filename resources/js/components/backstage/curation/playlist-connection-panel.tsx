import { useCallback, useEffect, useState } from 'react';
import { notify } from '../../../lib/notifications';
import { EntitySelector, type PickedItem } from '../entity-selector';
import { callJson, type JsonAnswer } from './call-json';
import { Panel, primaryButton, secondaryButton } from './panel';

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
  const [answer, setAnswer] = useState<LonelySong | null>(null);
  const [playlists, setPlaylists] = useState<PickedItem[]>([]);
  const [busy, setBusy] = useState(false);
  // A new key empties the selector's own query and results with the rest.
  const [round, setRound] = useState(0);

  const show = useCallback(({ ok, body }: JsonAnswer<LonelySong>) => {
    setBusy(false);
    if (ok) setAnswer(body);
    else notify({ type: 'error', title: 'Error', message: body.message ?? 'The next song could not be loaded.' });
  }, []);
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
      notify({ type: 'error', title: 'Error', message: body.message ?? 'The playlists were not attached.' });
      return;
    }
    notify({ type: 'success', message: body.message ?? 'Attached.' });
    setPlaylists([]);
    setRound((value) => value + 1);
    await load(song.id);
  };

  return (
    <Panel id="playlist-connection" title="Playlist connection" description={answer ? `${answer.count.toLocaleString('en')} songs are in no playlist.` : 'Songs that are in no playlist.'}>
      {answer && !song && <p className="text-sm text-stone-600">Every song is in a playlist.</p>}
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
            Playlists
          </label>
          <EntitySelector key={round} id={`playlist-connection-search-${round}`} kind="playlists" value={playlists} onChange={setPlaylists} max={MAX_PLAYLISTS} placeholder="Search playlists…" />
          <div className="mt-3 flex flex-wrap gap-2">
            <button type="button" onClick={attach} disabled={busy || playlists.length === 0} className={primaryButton}>
              Attach playlist
            </button>
            <button type="button" onClick={() => void load(song.id)} disabled={busy} className={secondaryButton}>
              Skip
            </button>
          </div>
        </>
      )}
    </Panel>
  );
}
