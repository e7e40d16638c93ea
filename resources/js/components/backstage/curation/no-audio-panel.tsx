import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { notify } from '../../../lib/notifications';
import { inputClass } from '../form-parts';
import { callJson, type JsonAnswer } from './call-json';
import { Panel, primaryButton, secondaryButton } from './panel';
import { useT } from '../../../i18n/i18n-context';

interface NoAudioAnswer {
  /** Spec §3: the number of songs without audio (the same as `count`). */
  status: number;
  count: number;
  song: { id: number; name: string; artist: { name: string }; youtube: string | null; processing: { status: string | null; message: string | null } } | null;
}

const nextSong = (after?: number) => callJson<NoAudioAnswer>('GET', `/api/backstage/no-audio${after ? `?after=${after}` : ''}`);

/**
 * Spec §2/§4 "Fix no audio": the songs listeners cannot play, most played first. Saving a video id
 * queues the audio from it; success shows the server's message as info, failure the warning 'error
 * occurred'; the input clears and the song stays on screen (the list does not reload by itself);
 * Refresh brings the next one.
 */
export function NoAudioPanel() {
  const t = useT();
  const [answer, setAnswer] = useState<NoAudioAnswer | null>(null);
  const [video, setVideo] = useState('');
  const [busy, setBusy] = useState(false);

  const show = useCallback(({ ok, body }: JsonAnswer<NoAudioAnswer>) => {
    setBusy(false);
    if (ok) setAnswer(body);
    else notify({ type: 'warning', message: t('backstage.notify.failed') });
  }, [t]);
  useEffect(() => void nextSong().then(show), [show]);
  const load = (after: number) => {
    setBusy(true);
    void nextSong(after).then(show);
  };

  const song = answer?.song ?? null;
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!song || !video.trim()) return;
    setBusy(true);
    const { ok, body } = await callJson<{ message?: string }>('POST', '/api/backstage/save-youtube', { id: song.id, youtube: video.trim() });
    setBusy(false);
    setVideo('');
    if (ok) notify({ type: 'info', message: body.message ?? t('backstage.flash.saved') });
    else notify({ type: 'warning', title: t('backstage.notify.failed'), message: body.message ?? t('backstage.notify.failed') });
  };

  return (
    <Panel id="no-audio" title={t('backstage.noAudio.title')} description={answer ? t('backstage.noAudio.about', { count: answer.status.toLocaleString('en') }) : t('backstage.noAudio.description')}>
      {answer && !song && <p className="text-sm text-stone-600">{t('backstage.noAudio.allDone')}</p>}
      {song && (
        <>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-stone-500">{t('backstage.noAudio.song')}</dt>
            <dd className="min-w-0 truncate font-semibold text-stone-900">{song.name}</dd>
            <dt className="text-stone-500">{t('backstage.col.artist')}</dt>
            <dd className="min-w-0 truncate text-stone-800">{song.artist.name}</dd>
            {song.youtube && (
              <>
                <dt className="text-stone-500">{t('backstage.noAudio.video')}</dt>
                <dd>
                  <a href={`https://youtu.be/${song.youtube}`} target="_blank" rel="noreferrer" className="font-mono text-teal-700 hover:underline">
                    {song.youtube}
                  </a>
                </dd>
              </>
            )}
            <dt className="text-stone-500">{t('backstage.noAudio.id')}</dt>
            <dd className="tabular-nums text-stone-800">{song.id}</dd>
            {song.processing.status === 'fail' && song.processing.message && (
              <>
                <dt className="text-stone-500">{t('backstage.noAudio.lastTry')}</dt>
                <dd className="text-red-700">{song.processing.message}</dd>
              </>
            )}
          </dl>
          <form onSubmit={save} className="mt-3">
            <label htmlFor="no-audio-video" className="block text-sm font-semibold text-stone-800">
              {t('backstage.noAudio.videoId')}
            </label>
            <input type="text" id="no-audio-video" value={video} onChange={(event) => setVideo(event.target.value)} placeholder={t('backstage.noAudio.videoPlaceholder')} autoComplete="off" className={inputClass} />
            <div className="mt-3 flex gap-2">
              <button type="submit" disabled={busy || !video.trim()} className={primaryButton}>
                {t('backstage.form.save')}
              </button>
              <button type="button" onClick={() => load(song.id)} disabled={busy} className={secondaryButton}>
                {t('backstage.noAudio.refresh')}
              </button>
            </div>
          </form>
        </>
      )}
    </Panel>
  );
}
