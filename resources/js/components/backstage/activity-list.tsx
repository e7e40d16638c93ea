import type { Activity } from '../../../../server/backstage/activity-log';
import { formatWhen } from '@common/format';
import { useTranslator } from '../../i18n/i18n-context';
import type { Translate } from '@common/i18n/translator';
import type { MessageId } from '@common/i18n/catalogue/en';

const VERB: Record<Activity['action'], MessageId> = {
  created: 'backstage.activity.created',
  updated: 'backstage.activity.updated',
  trashed: 'backstage.activity.trashed',
  restored: 'backstage.activity.restored',
};

/** The kinds of record the log names (each feature's `*_ENTITY`), in a sentence; an unknown kind as it was stored. */
const KIND: Record<string, MessageId> = {
  song: 'backstage.activity.kind.song',
  artist: 'backstage.activity.kind.artist',
  album: 'backstage.activity.kind.album',
  event: 'backstage.activity.kind.event',
  page: 'backstage.activity.kind.page',
  playlist: 'backstage.activity.kind.playlist',
  story: 'backstage.activity.kind.story',
  scholar: 'backstage.activity.kind.scholar',
  topic: 'backstage.activity.kind.topic',
  resource: 'backstage.activity.kind.resource',
  podcast: 'backstage.activity.kind.podcast',
  episode: 'backstage.activity.kind.episode',
  featured: 'backstage.activity.kind.featured',
  'youtube channel': 'backstage.activity.kind.youtubeChannel',
};
const kindOf = (type: string, t: Translate) => (KIND[type] ? t(KIND[type]) : type);

/** A value as a short line: long texts (a biography) are cut, empty ones say so. */
function shown(value: unknown, t: Translate): string {
  if (value === null || value === undefined || value === '') return t('backstage.activity.empty');
  const text = typeof value === 'string' ? value.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim() : JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

/** Who changed what and when: the dashboard's latest changes, an edit screen's history. */
export function ActivityList({ entries, showEntity = false, empty }: { entries: Activity[]; showEntity?: boolean; empty: string }) {
  const { t } = useTranslator();
  if (entries.length === 0) return <p className="text-sm text-stone-500">{empty}</p>;
  return (
    <ol className="divide-y divide-stone-100">
      {entries.map((entry) => (
        <li key={entry.id} className="py-3 text-sm">
          <p className="text-stone-800">
            <span className="font-semibold">{entry.user_name}</span> {t(VERB[entry.action])}{' '}
            {showEntity && (
              <>
                {kindOf(entry.entity_type, t)} <span className="font-semibold">{entry.entity_label}</span>{' '}
              </>
            )}
            <time dateTime={entry.created_at} className="text-stone-500">
              {formatWhen(entry.created_at, t, true)} UTC
            </time>
          </p>
          {entry.action === 'updated' && (
            <ul className="mt-1 space-y-0.5 text-xs text-stone-600">
              {Object.entries(entry.changes).map(([field, [before, after]]) => (
                <li key={field} className="break-words">
                  <span className="font-semibold text-stone-700">{field.replace(/_/g, ' ')}</span>: <del className="text-stone-400">{shown(before, t)}</del> →{' '}
                  <ins className="no-underline">{shown(after, t)}</ins>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
