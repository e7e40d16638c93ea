import { Link, router } from '@inertiajs/react';
import type { Activity } from '../../../../../server/backstage/activity-log';
import type { BackstageSong } from '../../../../../server/features/songs/songs.backstage.queries';
import type { LyricsRevision } from '../../../../../server/features/songs/lyrics-revisions';
import { LyricsRevisionsPanel } from '../../../components/backstage/lyrics-revisions-panel';
import { ProcessingBadge } from '../../../components/backstage/processing-status';
import { SongForm, songFields } from '../../../components/backstage/song-form';
import { recordEditPage } from '../../../components/backstage/record-screens';
import { useT } from '../../../i18n/i18n-context';

interface EditSongProps {
  title: string;
  song: BackstageSong;
  history: Activity[];
  revisions: LyricsRevision[];
  limits: { maxFeatures: number; maxPlaylists: number };
}

/** The audio's processing state (with Retry or Process again), the way to timing its lyrics, and the lyrics' earlier versions. */
function SongPanels({ song, revisions }: Pick<EditSongProps, 'song' | 'revisions'>) {
  const t = useT();
  const url = `/backstage/songs/${song.id}`;
  const retry = () => router.post('/api/backstage/retry', { id: song.id }, { preserveScroll: true });
  return (
    <>
      <section aria-labelledby="audio-status" className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
        <h2 id="audio-status" className="flex items-center gap-2 text-base font-bold text-stone-900">
          {t('backstage.song.audioHeading')} <ProcessingBadge state={song.status} />
        </h2>
        {song.meta.message && <p className="mt-2 text-sm text-stone-700">{song.meta.message}</p>}
        {song.mp3_url && <audio controls preload="none" src={song.mp3_url} className="mt-3 w-full" />}
        {song.meta.stems && (
          <p className="mt-2 text-xs text-stone-500">
            {t('backstage.song.stemsBy', { how: t(song.meta.stems.method === 'ffmpeg' ? 'backstage.song.stemsBuiltIn' : 'backstage.song.stemsService'), approx: song.meta.stems.approximate ? t('backstage.song.stemsApprox') : '' })}
          </p>
        )}
        {song.meta.stems_error && <p className="mt-2 text-sm text-red-700">{t('backstage.song.stemsError', { error: song.meta.stems_error })}</p>}
        {(song.status === 'fail' || song.status === 'done' || song.status === 'ready' || song.status === 'repeat') && !song.deleted_at && (
          <button type="button" onClick={retry} className="mt-3 rounded-full border border-stone-300 px-4 py-1.5 text-sm font-semibold text-stone-700 hover:bg-stone-100">
            {t(song.status === 'fail' ? 'backstage.songs.retry' : 'backstage.song.processAgain')}
          </button>
        )}
      </section>
      {song.verses.length > 0 && !song.deleted_at && (
        <section aria-labelledby="timed-lyrics" className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
          <h2 id="timed-lyrics" className="text-base font-bold text-stone-900">
            {t('backstage.song.timedHeading')}
          </h2>
          <p className="mt-1 text-sm text-stone-600">{t('backstage.song.timedHint')}</p>
          <Link href={`${url}/timed-lyrics`} className="mt-3 inline-block rounded-full border border-stone-300 px-4 py-1.5 text-sm font-semibold text-stone-700 hover:bg-stone-100">
            {t('backstage.song.sync')}
          </Link>
        </section>
      )}
      {revisions.length > 1 && !song.deleted_at && <LyricsRevisionsPanel songId={song.id} revisions={revisions} />}
    </>
  );
}

/** Spec §2 /backstage/songs/{id}/edit, with its processing status, the trash, the public page and the history. */
export default recordEditPage({
  noun: 'song',
  record: ({ song }: EditSongProps) => song,
  heading: (song) => song.name,
  viewHref: (song) => `/song/${song.id}`,
  aside: ({ song, revisions }) => <SongPanels song={song} revisions={revisions} />,
  form: ({ song, limits }, edit) => <SongForm initial={songFields(song)} limits={limits} {...edit} coverUrl={song.cover_url} audioUrl={song.audio_url} />,
});
