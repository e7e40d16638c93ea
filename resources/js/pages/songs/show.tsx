import { Fragment, useId, useState } from 'react';
import { router, usePage } from '@inertiajs/react';
import { Link } from '../../components/link';
import { sharedMoment } from '../../lib/shared-moment';
import { formatDuration } from '@common/format';
import type { PageMeta, Song } from '../../types/props';
import { artistContentType } from '../../lib/content-types';
import { musicRecording } from '../../lib/structured-data';
import { youtubeEmbedUrl } from '../../lib/urls';
import { ShareButton } from '../../components/share-button';
import { shareCardPath, shareCard } from '../../lib/share-links';
import { Seo } from '../../components/seo';
import { OembedLink } from '../../components/oembed-link';
import { embedHeight } from '@common/embeds';
import { sungLines, verseText } from '@common/lyrics-lines';
import { DetailHero } from '../../components/detail-hero';
import { AudioUnavailable, PlayButton } from '../../components/play-button';
import { AddLyricsPanel } from '../../components/add-lyrics-panel';
import { ReportLyricsPanel } from '../../components/report-lyrics-panel';
import { SongCredits } from '../../components/song-credits';
import { Lyrics } from '../../components/lyrics';
import { Section } from '../../components/section';
import { SongGrid } from '../../components/song-grid';
import { AppStoreLinks } from '../../components/app-store-links';
import { LikeButton } from '../../components/like-button';
import { MicIcon, MusicIcon, PenIcon, TagIcon, VideoIcon } from '../../components/icons';
import { useT } from '../../i18n/i18n-context';
import type { PublicExplanation } from '@common/explanations';
import { ExplanationsSection } from '../../components/explanations/explanations-section';

interface SongPageProps extends PageMeta {
  song: Song;
  /** Listeners' published explanations of lines of the default lyrics (issue 35). */
  explanations?: PublicExplanation[];
}

const toggleClass = (on: boolean) =>
  `inline-flex h-11 items-center gap-2 rounded-full border px-4 font-semibold transition ${
    on ? 'border-teal-700 bg-teal-50 text-teal-900' : 'border-sand-300 bg-white text-stone-700 hover:border-teal-600 hover:text-teal-800'
  }`;

const artistLink = (artist: { id: number; name: string }) => (
  <Link key={artist.id} href={`/artist/${artist.id}`} className="font-semibold text-stone-800 hover:text-teal-700 hover:underline">
    {artist.name}
  </Link>
);

/** Whether the embedded player shows lyrics under it (as the server decides: its default version has sung lines). */
const hasLyrics = (song: Song) => {
  const verse = song.verse[0];
  return verse !== undefined && sungLines(verseText(verse.lyrics.non_synced_lyrics.original, verse.lyrics.synced_lyrics)).length > 0;
};

/** Karaoke needs the audio and a lyrics version with synced lines (the page takes the first such version). */
const canSingAlong = (song: Song) => song.mp3 !== null && song.verse.some((verse) => (verse.lyrics.synced_lyrics?.length ?? 0) > 0);

/** Who sings it, with whom, and whose song it first was. */
function Credits({ song }: { song: Song }) {
  const t = useT();
  const facts = [
    song.album && (
      <Link href={`/album/${song.album.id}`} className="hover:text-teal-700 hover:underline">
        {song.album.name}
      </Link>
    ),
    song.released,
    song.formatted_duration,
  ].filter(Boolean);
  return (
    <>
      <p className="text-lg">{artistLink(song.artist)}</p>
      {song.features.length > 0 && (
        <p>
          {t('song.feat')}{' '}
          {song.features.map((artist, index) => (
            <span key={artist.id}>
              {index > 0 && ', '}
              {artistLink(artist)}
            </span>
          ))}
        </p>
      )}
      {song.original_artist && <p>
          {t('song.original')} {artistLink(song.original_artist)}
        </p>}
      <p className="text-sm text-stone-500">
        {facts.map((fact, index) => (
          <Fragment key={index}>
            {index > 0 && ' · '}
            {fact}
          </Fragment>
        ))}
      </p>
    </>
  );
}

/** Play, and for smart songs the two stems (spec §1 "Smart music"). */
function PlayActions({ song }: { song: Song }) {
  const t = useT();
  const like = <LikeButton song={song} variant="action" />;
  // A shared moment (`?t=`) starts the song there.
  const moment = sharedMoment(usePage().url);
  if (!song.mp3) {
    return (
      <>
        <AudioUnavailable />
        {like}
      </>
    );
  }
  return (
    <>
      <PlayButton id={song.id} type="SONG" label={moment ? t('song.playFrom', { time: formatDuration(moment) ?? '' }) : t('play.play')} subject={song.name} {...(moment ? { startAt: moment } : {})} />
      {song.meta.is_smart && (
        <>
          <PlayButton id={song.id} type="SONG" stream="VOCAL" label={t('smart.vocals')} subject={song.name} variant="secondary" icon={<MicIcon className="size-5" />} />
          <PlayButton id={song.id} type="SONG" stream="MUSIC" label={t('smart.music')} subject={song.name} variant="secondary" icon={<MusicIcon className="size-5" />} />
        </>
      )}
      {like}
    </>
  );
}

/** Spec §2 `/song/{id}`. */
export default function SongPage({ title, description, song, explanations = [] }: SongPageProps) {
  const t = useT();
  const { app } = usePage().props;
  const [showVideo, setShowVideo] = useState(false);
  const [addingLyrics, setAddingLyrics] = useState(false);
  const videoId = useId();
  const panelId = useId();
  const [reporting, setReporting] = useState(false);
  const reportId = useId();
  const canonical = `/song/${song.id}`;
  const role = artistContentType(song.content_type, t);

  return (
    <>
      <Seo title={title} description={description} canonical={canonical} card={shareCard('song', song.id, song.name, song.artist.name)} type="music.song" jsonLd={musicRecording(song, app.url)} />
      <OembedLink path={canonical} title={`${song.name} · ${song.artist.name}`} />
      <DetailHero
        image={song.cover}
        name={song.name}
        eyebrow={role ? t('song.eyebrowRole', { role }) : t('song.eyebrow')}
        title={song.name}
        actions={<PlayActions song={song} />}
      >
        <Credits song={song} />
      </DetailHero>

      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex flex-wrap gap-3 border-b border-sand-200 py-5">
          {song.youtube && (
            <button type="button" aria-expanded={showVideo} aria-controls={videoId} onClick={() => setShowVideo((on) => !on)} className={toggleClass(showVideo)}>
              <VideoIcon className="size-5" />
              {showVideo ? t('song.hideVideo') : t('song.watchVideo')}
            </button>
          )}
          {canSingAlong(song) && (
            <Link href={`/song/${song.id}/karaoke`} className={toggleClass(false)}>
              <MicIcon className="size-5" />
              {t('karaoke.open')}
            </Link>
          )}
          <ShareButton path={canonical} title={`${song.name} · ${song.artist.name}`} image={shareCardPath('song', song.id)} embed={{ kind: 'song', id: song.id, height: embedHeight('song', { lyrics: hasLyrics(song) }) }} />
          <button type="button" aria-expanded={addingLyrics} aria-controls={panelId} onClick={() => setAddingLyrics((on) => !on)} className={toggleClass(addingLyrics)}>
            <PenIcon className="size-5" />
            {t('song.addLyrics')}
          </button>
        </div>

        {showVideo && song.youtube && (
          <div id={videoId} className="mt-6 aspect-video overflow-hidden rounded-2xl bg-black shadow-lg">
            <iframe
              src={youtubeEmbedUrl(song.youtube)}
              title={t('song.videoTitle', { song: song.name })}
              loading="lazy"
              allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
              referrerPolicy="strict-origin-when-cross-origin"
              allowFullScreen
              className="size-full"
            />
          </div>
        )}
        {addingLyrics && (
          <div className="mt-6 max-w-2xl">
            <AddLyricsPanel songId={song.id} id={panelId} />
          </div>
        )}

        <div className="mt-10 grid gap-12 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <section aria-labelledby="lyrics-heading">
            <h2 id="lyrics-heading" className="mb-5 text-xl font-bold tracking-tight text-stone-900 sm:text-2xl">
              {t('song.lyrics')}
            </h2>
            {song.verse.length > 0 ? (
              <>
                <Lyrics
                  key={song.id}
                  verses={song.verse}
                  songTitle={song.name}
                  explanations={{ songId: song.id, list: explanations, onPublished: () => router.reload({ only: ['explanations'] }) }}
                />
                <button type="button" aria-expanded={reporting} aria-controls={reportId} onClick={() => setReporting((on) => !on)} className="mt-6 text-sm font-semibold text-stone-600 underline underline-offset-4 hover:text-stone-900">
                  {t('song.report')}
                </button>
                {reporting && (
                  <div className="mt-3 max-w-xl">
                    <ReportLyricsPanel songId={song.id} id={reportId} />
                  </div>
                )}
                <ExplanationsSection explanations={explanations} />
              </>
            ) : (
              <p className="text-stone-600">{t('song.noLyrics', { button: t('song.addLyrics') })}</p>
            )}
          </section>
          <aside className="space-y-8">
            {song.credits && <SongCredits credits={song.credits} />}
            {song.playlists.length > 0 && (
              <div>
                <h2 className="text-sm font-semibold tracking-[0.14em] text-stone-500 uppercase">{t('song.playlists')}</h2>
                <ul className="mt-3 flex flex-wrap gap-2">
                  {song.playlists.map((playlist) => (
                    <li key={playlist.id}>
                      <Link
                        href={`/playlist/${playlist.id}`}
                        className="inline-flex items-center gap-1.5 rounded-full bg-sand-100 px-3 py-1.5 text-sm font-medium text-stone-700 ring-1 ring-sand-200 transition hover:bg-teal-50 hover:text-teal-800 hover:ring-teal-600/40"
                      >
                        <TagIcon className="size-4" />
                        {playlist.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            )}
            <div className="rounded-2xl bg-teal-950 p-5 text-sand-50">
              <h2 className="text-lg font-bold">{t('song.app.title')}</h2>
              <p className="mt-1 text-sm text-sand-200/90">{t('song.app.text')}</p>
              <AppStoreLinks className="mt-4" />
            </div>
          </aside>
        </div>
      </div>

      {song.similarSongs.length > 0 && (
        <Section eyebrow={t('song.similar.eyebrow')} title={t('song.similar.title')} className="mt-16">
          <SongGrid songs={song.similarSongs} />
        </Section>
      )}
    </>
  );
}
