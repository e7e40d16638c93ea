import { Head, Link } from '@inertiajs/react';
import { useState } from 'react';
import type { Verse } from '../../../../../server/features/songs/verses.presenter';
import { BackstageHeading } from '../../../components/backstage/form-parts';
import { SyncEditor } from '../../../components/backstage/timed-lyrics/sync-editor';
import { useT } from '../../../i18n/i18n-context';

interface TimedLyricsProps {
  title: string;
  song: { id: number; name: string; artist: string; audio_url: string | null; duration_seconds: number | null };
  verses: Verse[];
  limits: { maxLines: number };
}

/** Spec §2 "Timed Lyrics", made real: the tap-to-sync editor of one lyrics version of the song. */
export default function TimedLyrics({ title, song, verses, limits }: TimedLyricsProps) {
  const t = useT();
  const [verseId, setVerseId] = useState(() => (verses.find((verse) => verse.is_default) ?? verses[0])?.id ?? null);
  const verse = verses.find((entry) => entry.id === verseId) ?? null;
  return (
    <>
      <Head title={title} />
      <BackstageHeading title={t('backstage.timed.title', { name: song.name })}>
        <Link href={`/backstage/songs/${song.id}/edit`} className="rounded-full px-4 py-2 font-semibold text-teal-700 hover:bg-teal-50">
          {t('backstage.timed.back')}
        </Link>
      </BackstageHeading>
      <p className="-mt-2 mb-4 text-sm text-stone-600">{song.artist}</p>
      {verses.length > 1 && (
        <div className="mb-4">
          <label htmlFor="timed-verse" className="block text-sm font-semibold text-stone-800">
            {t('backstage.timed.version')}
          </label>
          <select id="timed-verse" value={verseId ?? ''} onChange={(event) => setVerseId(Number(event.target.value))} className="mt-1.5 rounded-xl border border-stone-300 bg-white px-3 py-2">
            {verses.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.title || entry.language}
                {entry.is_default ? t('backstage.timed.default') : ''}
                {entry.lyrics.synced_lyrics ? t('backstage.timed.synced') : ''}
              </option>
            ))}
          </select>
        </div>
      )}
      {verse ? (
        <SyncEditor key={verse.id} song={song} verse={verse} maxLines={limits.maxLines} />
      ) : (
        <p className="rounded-2xl border border-stone-200 bg-white p-5 text-stone-700">{t('backstage.timed.noLyrics')}</p>
      )}
    </>
  );
}
