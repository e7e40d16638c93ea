import { useCallback, useEffect, useState, type FormEvent } from 'react';
import type { YoutubeChannel } from '../../../../../server/features/youtube-import/youtube-channels';
import type { VideoListing } from '../../../../../server/services/youtube/youtube-data-api';
import { notify } from '../../../lib/notifications';
import { inputClass } from '../form-parts';
import { callJson, type JsonAnswer } from './call-json';
import { Panel, secondaryButton } from './panel';
import { YoutubeImportDialog, type VideoToImport } from './youtube-import-dialog';
import { Thumbnail } from '../thumbnail';
import { useTranslator } from '../../../i18n/i18n-context';
import { formatWhen } from '@common/format';

type Listing = VideoListing & { imported: Record<string, number> };
type Thumbnails = VideoListing['items'][number]['snippet']['thumbnails'];

/** The picker's value for a channel: its id once known, else its handle (the server resolves either). */
const channelValue = (channel: YoutubeChannel) => channel.channel_id ?? channel.handle ?? '';
/** Videos lack some sizes (older uploads); the first one there, in the order that suits a card. */
const thumbnailOf = (thumbnails: Thumbnails) => (thumbnails.medium ?? thumbnails.high ?? thumbnails.default ?? Object.values(thumbnails)[0])?.url;

type ChannelsAnswer = { configured: boolean; channels: YoutubeChannel[] };
const readChannels = () => callJson<ChannelsAnswer>('GET', '/api/backstage/youtube-channels');

/**
 * Spec §2 "Youtube Imports": pick a channel, browse its uploads page by page (previous/next by the
 * API's tokens), import one as a song in the dialog. Videos already on the site are marked and link
 * to their song. The channels are ours to keep: add by handle, id or address, remove.
 */
export function YoutubeImportPanel() {
  const { t } = useTranslator();
  const [channels, setChannels] = useState<YoutubeChannel[]>([]);
  const [configured, setConfigured] = useState(true);
  const [channel, setChannel] = useState('');
  const [listing, setListing] = useState<Listing | null>(null);
  const [message, setMessage] = useState('');
  const [loading, setLoading] = useState(false);
  const [importing, setImporting] = useState<VideoToImport | null>(null);
  const [managing, setManaging] = useState(false);
  const [newChannel, setNewChannel] = useState('');

  const showChannels = useCallback(({ ok, body }: JsonAnswer<ChannelsAnswer>) => {
    if (!ok) return;
    setChannels(body.channels);
    setConfigured(body.configured);
  }, []);
  useEffect(() => void readChannels().then(showChannels), [showChannels]);
  const loadChannels = () => readChannels().then(showChannels);

  const browse = async (channelId: string, pageToken?: string) => {
    setChannel(channelId);
    setMessage('');
    if (!channelId) return setListing(null);
    setLoading(true);
    const query = new URLSearchParams({ channelId, ...(pageToken && { pageToken }) });
    const { ok, body } = await callJson<Listing>('GET', `/api/backstage/import-youtube?${query}`);
    setLoading(false);
    if (ok) setListing(body);
    else {
      setListing(null);
      setMessage(body.message ?? t('backstage.youtube.notRead'));
    }
  };

  const addChannel = async (event: FormEvent) => {
    event.preventDefault();
    const { ok, body } = await callJson<{ message?: string }>('POST', '/api/backstage/youtube-channels', { channel: newChannel });
    notify(ok ? { type: 'success', message: body.message ?? t('backstage.youtube.added') } : { type: 'warning', title: t('backstage.notify.failed'), message: body.message ?? t('backstage.notify.failed') });
    if (ok) {
      setNewChannel('');
      await loadChannels();
    }
  };
  const removeChannel = async (removed: YoutubeChannel) => {
    if (!window.confirm(`Remove ${removed.name} from the channels? Songs imported from it stay.`)) return;
    const { ok, body } = await callJson<{ message?: string }>('DELETE', `/api/backstage/youtube-channels/${removed.id}`);
    notify(ok ? { type: 'success', message: body.message ?? t('backstage.youtube.removed') } : { type: 'warning', title: t('backstage.notify.failed'), message: body.message ?? t('backstage.notify.failed') });
    if (ok) await loadChannels();
  };

  return (
    <Panel id="youtube-import" title={t('backstage.youtube.importsTitle')} description={t('backstage.youtube.importsDescription')} className="lg:col-span-2">
      {!configured && (
        <p role="status" className="mb-3 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200">
          {t('backstage.youtube.notConfigured')} <code>YOUTUBE_API_KEY</code> {t('backstage.youtube.notConfiguredRest')}
        </p>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor="youtube-channel" className="block text-sm font-semibold text-stone-800">
            {t('backstage.youtube.channel')}
          </label>
          <select id="youtube-channel" value={channel} onChange={(event) => void browse(event.target.value)} className={inputClass}>
            <option value="">{t('backstage.youtube.chooseChannel')}</option>
            {channels.map((entry) => (
              <option key={entry.id} value={channelValue(entry)}>
                {entry.name}
              </option>
            ))}
          </select>
        </div>
        <button type="button" onClick={() => setManaging((open) => !open)} aria-expanded={managing} className={secondaryButton}>
          {managing ? t('backstage.youtube.done') : t('backstage.youtube.manage')}
        </button>
      </div>
      {managing && (
        <div className="mt-3 rounded-xl border border-stone-200 p-3">
          <form onSubmit={addChannel} className="flex flex-wrap gap-2">
            <label htmlFor="youtube-new-channel" className="sr-only">
              {t('backstage.youtube.channelToAdd')}
            </label>
            <input type="text" id="youtube-new-channel" value={newChannel} onChange={(event) => setNewChannel(event.target.value)} placeholder={t('backstage.youtube.channelPlaceholder')} className={`${inputClass} mt-0 min-w-0 flex-1`} />
            <button type="submit" disabled={!newChannel.trim()} className={secondaryButton}>
              {t('backstage.youtube.addChannel')}
            </button>
          </form>
          <ul className="mt-3 max-h-56 divide-y divide-stone-100 overflow-y-auto text-sm">
            {channels.map((entry) => (
              <li key={entry.id} className="flex items-center gap-2 py-1.5">
                <span className="min-w-0 flex-1 truncate">
                  {entry.name} <span className="text-stone-500">{entry.handle ?? entry.channel_id}</span>
                </span>
                <button type="button" onClick={() => void removeChannel(entry)} aria-label={t('backstage.pick.remove', { name: entry.name })} className="rounded-lg px-2 py-1 text-red-700 hover:bg-red-50">
                  {t('backstage.remove')}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {message && (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {message}
        </p>
      )}
      {loading && <p className="mt-3 text-sm text-stone-500">{t('backstage.youtube.loadingVideos')}</p>}
      {listing && !loading && (
        <>
          {listing.items.length === 0 && <p className="mt-3 text-sm text-stone-600">{t('backstage.youtube.noVideos')}</p>}
          <ul className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {listing.items.map((item) => {
              const songId = listing.imported[item.id.videoId];
              return (
                <li key={item.id.videoId} className="flex gap-3 rounded-xl border border-stone-200 p-2">
                  <Thumbnail src={thumbnailOf(item.snippet.thumbnails)} className="aspect-video w-32 shrink-0 rounded-lg" />
                  <div className="min-w-0 flex-1">
                    <p className="line-clamp-2 text-sm font-semibold text-stone-900">{item.snippet.title}</p>
                    <p className="text-xs text-stone-500">{formatWhen(item.snippet.publishedAt, t)}</p>
                    {songId ? (
                      <a href={`/backstage/songs/${songId}/edit`} className="mt-1 inline-block rounded-full bg-teal-50 px-2 py-0.5 text-xs font-semibold text-teal-800 ring-1 ring-teal-200">
                        {t('backstage.youtube.imported')}
                      </a>
                    ) : (
                      <button type="button" onClick={() => setImporting({ videoId: item.id.videoId, title: item.snippet.title, publishedAt: item.snippet.publishedAt })} className="mt-1 text-sm font-semibold text-teal-700 hover:underline">
                        {t('backstage.youtube.import')}
                      </button>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
          <div className="mt-3 flex justify-between">
            <button type="button" onClick={() => void browse(channel, listing.prevPageToken ?? undefined)} disabled={!listing.prevPageToken} className={secondaryButton}>
              {t('backstage.youtube.previous')}
            </button>
            <button type="button" onClick={() => void browse(channel, listing.nextPageToken ?? undefined)} disabled={!listing.nextPageToken} className={secondaryButton}>
              {t('backstage.youtube.next')}
            </button>
          </div>
        </>
      )}
      <YoutubeImportDialog
        video={importing}
        onClose={() => setImporting(null)}
        onImported={(videoId, songId) => setListing((current) => (current ? { ...current, imported: { ...current.imported, [videoId]: songId } } : current))}
      />
    </Panel>
  );
}
