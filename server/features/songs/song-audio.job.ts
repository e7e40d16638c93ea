import { rm } from 'node:fs/promises';
import type { JobsContext } from '../../jobs/jobs-context';
import { PermanentJobError, type JobHandler } from '../../jobs/worker';
import { makeRenditions } from '../../services/ffmpeg/audio-renditions';
import { downloadAudio } from '../../services/yt-dlp/download-audio';
import { probeAudio } from '../../services/media-probe/audio-probe';
import { audioJobFailure, copyFromStorage, refusedAs, step } from '../../jobs/audio-job-files';
import { openWorkFolder } from '../../jobs/work-folders';
import { newMediaKey } from '../../services/storage/media-key';
import { mergeMeta, queueSongCover, queueSongStems, songAudioSource, wantsVideoCover, type SongSourceRow } from './song-processing';

/** Where the files this job makes are kept: only keys under it are ever removed by the job. */
const OUTPUT_FOLDER = 'audio/songs';

interface SongRow extends SongSourceRow {
  id: number;
  mp3: string | null;
  mp3_saver: string | null;
  deleted_at: Date | null;
  meta: (SongSourceRow['meta'] & { source?: string; cover?: boolean }) | null;
  cover: string | null;
}

/**
 * The song-audio job (issue: ingest pipelines): the song's source (an uploaded file from storage,
 * or the video's best audio through yt-dlp) is loudness-normalised by ffmpeg into the 128 kbps mp3
 * and the 48 kbps data-saver one, stored under new keys, and only then named on the song, in one
 * statement: a failure never leaves a song pointing at a missing or half-written file. Run again
 * after a crash, it finds the song already made from the same source and says so ('repeat').
 */
export function songAudioJob({ config, db: { knex }, storage }: JobsContext): JobHandler {
  const tools = { ffmpegPath: config.audio.ffmpegPath, timeoutMs: config.audio.toolTimeoutMs, stallMs: config.audio.toolStallMs };

  return async (payload, { job, signal, logger }) => {
    const songId = Number(payload.song_id);
    const song = await knex('songs').where('id', songId).first<SongRow | undefined>();
    if (!song || song.deleted_at) return; // gone or in the trash: nothing to make
    const setMeta = (changes: Record<string, unknown>) => knex('songs').where('id', songId).update({ meta: mergeMeta(knex, changes) });

    // The cover from the video is a job of its own: a thumbnail that cannot be fetched must not
    // fail the audio (issue 31). Queued here, so staff's "Process again" also retries a missing cover.
    if (wantsVideoCover(song)) await queueSongCover(knex, songId);

    const source = songAudioSource(song);
    try {
      if (!source) throw new PermanentJobError('No audio to process: upload a file, or give a YouTube id with "download audio" on.');
      if (song.mp3 && song.meta?.source === source.tag) {
        await setMeta({ status: 'repeat', retry: false, message: null });
        return;
      }
      await setMeta({ retry: true });

      const work = await openWorkFolder(config.storageDir, job, 'song');
      try {
        const input = source.kind === 'upload' ? await copyFromStorage(storage, source.key, work) : await step('The download', () => download(source.videoId, work, signal));
        const probed = await probeAudio(input, { ffprobePath: config.ffprobePath, timeoutMs: 60_000 }).catch(refusedAs('The source'));
        const made = await step('The transcode', () => makeRenditions(input, work, { ...tools, signal }));
        const standardKey = newMediaKey(OUTPUT_FOLDER, 'mp3');
        const saverKey = newMediaKey(OUTPUT_FOLDER, 'mp3');
        await storage.put(standardKey, { file: made.standard }, 'audio/mpeg');
        await storage.put(saverKey, { file: made.saver }, 'audio/mpeg');

        const replaced = await knex.transaction(async (trx) => {
          const now = await trx('songs').where('id', songId).forUpdate().first<SongRow | undefined>();
          // Staff changed the source while this ran: a newer job makes the right files.
          if (!now || songAudioSource(now)?.tag !== source.tag) return [standardKey, saverKey];
          await trx('songs')
            .where('id', songId)
            .update({
              mp3: standardKey,
              mp3_saver: saverKey,
              duration_seconds: Math.max(1, Math.round(probed.duration)),
              meta: mergeMeta(trx, { status: 'done', message: null, retry: false, source: source.tag }),
              updated_at: trx.fn.now(),
            });
          // New audio means new stems for a smart song.
          if (now.meta && (now.meta as { is_smart?: boolean }).is_smart === true) await queueSongStems(trx, songId);
          return [now.mp3, now.mp3_saver].filter((key): key is string => !!key && key.startsWith(`${OUTPUT_FOLDER}/`));
        });
        // After the commit: the old files (only ours) or, when the song moved on, the ones just made.
        for (const key of replaced) await storage.remove(key).catch((error: unknown) => logger.warn({ err: error, key }, 'could not remove replaced audio'));
      } finally {
        await rm(work, { recursive: true, force: true });
      }
    } catch (error) {
      if (signal.aborted) throw error; // stopped: the next run picks it up; the status stays as it is
      const failure = audioJobFailure(error, job);
      await setMeta(failure.final ? { status: 'fail', message: failure.message, retry: false } : { message: failure.message });
      throw failure.rethrow;
    }
  };

  async function download(videoId: string, work: string, signal: AbortSignal) {
    return downloadAudio(videoId, work, {
      ytDlpPath: config.audio.ytDlpPath,
      extraArgs: config.audio.ytDlpArgs,
      watchUrl: config.audio.youtubeWatchUrl,
      timeoutMs: config.audio.toolTimeoutMs,
      stallMs: config.audio.toolStallMs,
      signal,
    });
  }
}
