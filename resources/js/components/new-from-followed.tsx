import { useEffect, useState } from 'react';
import { usePage } from '@inertiajs/react';
import type { NewFromFollowed as News } from '../../../server/features/follows/follows.loaders';
import { callHeaders } from '../lib/api-headers';
import { Section } from './section';
import { Carousel, SLIDES_TRENDING } from './carousel';
import { SongCard } from './song-card';
import { AlbumCard } from './album-card';
import { EventCard } from './event-card';
import { CardGrid } from './card-grid';
import { PlayableList, songEntries } from './playable-list';
import { useT } from '../i18n/i18n-context';

/** The news of the signed-in user, asked once the page is there; null until it comes (or if it cannot). */
function useNews(userId: number | undefined): News | null {
  // Kept with whose they are: after a sign-out or another sign-in, the last person's are not shown.
  const [answer, setAnswer] = useState<{ userId: number; news: News } | null>(null);
  useEffect(() => {
    if (userId === undefined) return;
    const controller = new AbortController();
    fetch('/api/following/new', { headers: callHeaders(), credentials: 'include', signal: controller.signal })
      .then(async (response) => (response.ok ? setAnswer({ userId, news: ((await response.json()) as { data: News }).data }) : undefined))
      // Offline or refused: home simply goes without the band, as it would for someone following no one.
      .catch(() => undefined);
    return () => controller.abort();
  }, [userId]);
  return answer && answer.userId === userId ? answer.news : null;
}

/**
 * Home's "New from artists you follow" (issue 35), for a signed-in listener only. It is not a prop of
 * the home page: it comes from `GET /api/following/new` after the page has loaded, so the home page's
 * answer is the same for everyone and the visitor cache keeps serving it.
 */
export function NewFromFollowed() {
  const t = useT();
  const userId = usePage().props.auth.user?.id;
  const news = useNews(userId);
  if (!news || news.songs.length + news.albums.length + news.events.length === 0) return null;
  return (
    <div data-testid="new-from-followed">
      <Section withCarousel={news.songs.length > 0} eyebrow={t('home.following.eyebrow')} title={t('home.following.title')}>
        <div className="space-y-8">
          {news.songs.length > 0 && (
            <Carousel
              label={t('home.following.songs')}
              items={news.songs}
              itemKey={(song) => song.id}
              slideClassName={SLIDES_TRENDING}
              renderItem={(song) => (
                <PlayableList entries={songEntries(news.songs)}>
                  <SongCard song={song} />
                </PlayableList>
              )}
            />
          )}
          {news.albums.length > 0 && (
            <div>
              <h3 className="mb-3 text-base font-semibold text-stone-800">{t('home.following.albums')}</h3>
              <CardGrid items={news.albums} className="grid grid-cols-2 gap-x-4 gap-y-6 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6" renderItem={(album) => <AlbumCard album={album} />} />
            </div>
          )}
          {news.events.length > 0 && (
            <div>
              <h3 className="mb-3 text-base font-semibold text-stone-800">{t('home.following.events')}</h3>
              <CardGrid items={news.events} className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" renderItem={(event) => <EventCard event={event} />} />
            </div>
          )}
        </div>
      </Section>
    </div>
  );
}
