import { usePage } from '@inertiajs/react';
import { Link } from '../../components/link';
import type { PageMeta, Resource } from '../../types/props';
import { lectureWork } from '../../lib/structured-data';
import { Seo } from '../../components/seo';
import { shareCard } from '../../lib/share-links';
import { DetailHero } from '../../components/detail-hero';
import { Section } from '../../components/section';
import { OtherNames } from '../../components/lectures/other-names';
import { AudioUnavailable, PlayButton } from '../../components/play-button';
import { PlayableList } from '../../components/playable-list';
import { BookIcon, ExternalIcon } from '../../components/icons';
import { Duration } from '../../components/duration';
import { TextBlocks } from '../../components/lectures/text-blocks';
import { useT } from '../../i18n/i18n-context';

/**
 * `/resource/{id}`: a lecture. Its title in three languages, its scholar and topics, its recordings
 * in order (played in the persistent player, one part after the other, never on into music), the
 * description, the translation blocks and the source.
 */
export default function ResourcePage({ title, description, resource }: PageMeta & { resource: Resource }) {
  const t = useT();
  const { app } = usePage().props;
  const parts = resource.media.map((media) => ({ id: media.id, type: 'LECTURE' as const, name: media.title ?? resource.title, artist: resource.scholar?.name ?? t('lecture.collection'), cover: resource.scholar?.image ?? null }));
  const first = resource.media[0];
  return (
    <PlayableList entries={parts}>
      <Seo title={title} description={description} canonical={`/resource/${resource.id}`} card={shareCard('resource', resource.id, resource.title, resource.scholar?.name)} type="article" jsonLd={lectureWork(resource, app.url)} />
      <DetailHero
        image={resource.scholar?.image ?? null}
        name={resource.scholar?.name ?? resource.title}
        icon={BookIcon}
        eyebrow={
          resource.topics.length > 0
            ? resource.topics.map((topic, index) => (
                <span key={topic.id}>
                  {index > 0 && ' · '}
                  <Link href={`/topic/${topic.id}`} className="hover:underline">
                    {topic.name}
                  </Link>
                </span>
              ))
            : t('lecture.eyebrow')
        }
        title={resource.title}
        actions={first ? <PlayButton id={first.id} type="LECTURE" label={t('lecture.listen')} subject={resource.title} /> : <AudioUnavailable />}
      >
        <OtherNames names={resource.title_translation} scholar={resource.scholar} />
      </DetailHero>
      <div className="space-y-12 pt-10">
        {resource.media.length > 0 && (
          <Section eyebrow={t('lecture.parts.eyebrow')} title={t('lecture.parts.title')}>
            <ol aria-label={t('lecture.parts.label')} className="max-w-3xl space-y-2">
              {resource.media.map((media, index) => (
                <li key={media.id} className="flex items-center gap-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-sand-200">
                  <PlayButton id={media.id} type="LECTURE" label={t('lecture.listen')} subject={media.title ?? resource.title} variant="overlay" />
                  <span className="w-6 text-right font-bold text-teal-700 tabular-nums">{index + 1}</span>
                  {/* Wrapped, never cut: on a phone parts named "… (qaybta 1)", "… (qaybta 2)" were cut to the same words. */}
                  <span className="min-w-0 flex-1 font-semibold wrap-anywhere text-stone-900">{media.title ?? resource.title}</span>
                  <Duration value={media.formatted_duration} iconClassName="size-4" className="text-sm text-stone-500 tabular-nums" />
                </li>
              ))}
            </ol>
          </Section>
        )}
        {resource.description && (
          <Section eyebrow={t('lecture.about.eyebrow')} title={t('lecture.about.title')}>
            <p className="max-w-3xl text-lg leading-relaxed whitespace-pre-line text-stone-700">{resource.description}</p>
          </Section>
        )}
        {resource.translation.length > 0 && (
          <Section eyebrow={t('lecture.translation.eyebrow')} title={t('lecture.translation.title')}>
            <div className="max-w-3xl">
              <TextBlocks blocks={resource.translation} />
            </div>
          </Section>
        )}
        {resource.source_url && (
          <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
            <a href={resource.source_url} target="_blank" rel="noopener noreferrer nofollow" className="inline-flex items-center gap-2 rounded-full border border-sand-300 bg-white px-4 py-2.5 font-semibold text-stone-700 transition hover:border-teal-600 hover:text-teal-800">
              {t('lecture.source')}
              <ExternalIcon className="size-4" />
            </a>
          </div>
        )}
      </div>
    </PlayableList>
  );
}
