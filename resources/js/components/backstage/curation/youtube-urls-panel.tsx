import { useState, type FormEvent } from 'react';
import type { VideoFormat } from '../../../../../server/services/yt-dlp/video-formats';
import { extractYoutubeId } from '@common/youtube-id';
import { inputClass } from '../form-parts';
import { callJson } from './call-json';
import { Panel, primaryButton } from './panel';
import { useT } from '../../../i18n/i18n-context';

/**
 * Spec §2 "Youtube Urls": a video's download formats in a table (resolution, mime, audio, download),
 * or the reply's message in its place.
 */
export function YoutubeUrlsPanel() {
  const t = useT();
  const [video, setVideo] = useState('');
  const [formats, setFormats] = useState<VideoFormat[] | null>(null);
  const [message, setMessage] = useState('');
  const [loading, setLoading] = useState(false);

  const fetchContent = async (event: FormEvent) => {
    event.preventDefault();
    const videoId = extractYoutubeId(video) ?? video.trim();
    setLoading(true);
    setFormats(null);
    setMessage('');
    const { body } = await callJson<{ formats?: VideoFormat[] }>('GET', `/api/backstage/youtube-json/${encodeURIComponent(videoId)}`);
    setLoading(false);
    if (body.formats) setFormats(body.formats);
    else setMessage(body.message ?? t('backstage.youtube.nothing'));
  };

  return (
    <Panel id="youtube-urls" title={t('backstage.youtube.urlsTitle')} description={t('backstage.youtube.urlsDescription')}>
      <form onSubmit={fetchContent} className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor="youtube-urls-video" className="block text-sm font-semibold text-stone-800">
            {t('backstage.noAudio.videoId')}
          </label>
          <input type="text" id="youtube-urls-video" value={video} onChange={(event) => setVideo(event.target.value)} placeholder="dQw4w9WgXcQ" autoComplete="off" className={inputClass} />
        </div>
        <button type="submit" disabled={loading || !video.trim()} className={primaryButton}>
          {loading ? t('backstage.youtube.fetching') : t('backstage.youtube.fetch')}
        </button>
      </form>
      {message && (
        <p role="status" className="mt-3 text-sm text-stone-700">
          {message}
        </p>
      )}
      {formats && (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-xs uppercase tracking-wide text-stone-500">
              <tr>
                <th className="py-1 pr-3 font-semibold">{t('backstage.youtube.resolution')}</th>
                <th className="py-1 pr-3 font-semibold">{t('backstage.youtube.mime')}</th>
                <th className="py-1 pr-3 font-semibold">{t('backstage.youtube.audio')}</th>
                <th className="py-1 font-semibold">{t('backstage.youtube.download')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {formats.map((format) => (
                <tr key={format.url}>
                  <td className="py-1.5 pr-3">{format.qualityLabel ?? '—'}</td>
                  <td className="max-w-[12rem] truncate py-1.5 pr-3 font-mono text-xs" title={format.mimeType}>
                    {format.mimeType}
                  </td>
                  <td className="py-1.5 pr-3">{format.audioQuality ?? (format.mimeType.includes('mp4a') || format.mimeType.includes('opus') ? 'with video' : '—')}</td>
                  <td className="py-1.5">
                    <a href={format.url} target="_blank" rel="noreferrer noopener" className="font-semibold text-teal-700 hover:underline">
                      download
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  );
}
