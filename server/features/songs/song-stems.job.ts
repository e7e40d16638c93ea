import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { JobsContext } from '../../jobs/jobs-context';
import { PermanentJobError, type JobHandler } from '../../jobs/worker';
import { probeAudio } from '../../services/media-probe/audio-probe';
import { newMediaKey } from '../../services/storage/media-key';
import { ffmpegStems } from '../../services/stems/ffmpeg-stems';
import { httpStems } from '../../services/stems/http-stems';
import { StemsRefused, type StemSeparator } from '../../services/stems/stem-separator';
import { mergeMeta } from './song-processing';
import { openWorkFolder } from '../../jobs/work-folders';

const OUTPUT_FOLDER = 'audio/stems';

/** The separator this deployment uses: the configured service, else ffmpeg's approximation. */
export function stemSeparator(config: JobsContext['config']): StemSeparator {
  return config.stems
    ? httpStems({ baseUrl: config.stems.url, token: config.stems.token, pollMs: config.stems.pollMs, timeoutMs: config.audio.toolTimeoutMs })
    : ffmpegStems({ ffmpegPath: config.audio.ffmpegPath, timeoutMs: config.audio.toolTimeoutMs });
}

interface StemsSongRow {
  id: number;
  mp3: string | null;
  smart_vocals: string | null;
  smart_music: string | null;
  deleted_at: Date | null;
  meta: { is_smart?: boolean } | null;
}

/**
 * The song-stems job: a smart song's mp3 split into vocals-only and music-only stems, checked as
 * audio, stored under new keys and named on the song with the method that made them (meta.stems:
 * method, approximate, cost), only if the song still has the mp3 they were made from.
 */
export function songStemsJob({ config, db: { knex }, storage }: JobsContext): JobHandler {
  const separator = stemSeparator(config);
  return async (payload, { job, signal }) => {
    const songId = Number(payload.song_id);
    const song = await knex('songs').where('id', songId).first<StemsSongRow | undefined>();
    if (!song || song.deleted_at || song.meta?.is_smart !== true || !song.mp3) return;
    const setMeta = (changes: Record<string, unknown>) => knex('songs').where('id', songId).update({ meta: mergeMeta(knex, changes) });
    const work = await openWorkFolder(config.storageDir, job, 'stems');
    try {
      const input = path.join(work, 'mix.mp3');
      await pipeline(await storage.openRead(song.mp3), createWriteStream(input));
      const stems = await separator.separate(input, work, signal);
      for (const file of [stems.vocals, stems.music]) await probeAudio(file, { ffprobePath: config.ffprobePath, timeoutMs: 60_000 });
      const vocalsKey = newMediaKey(OUTPUT_FOLDER, 'mp3');
      const musicKey = newMediaKey(OUTPUT_FOLDER, 'mp3');
      await storage.put(vocalsKey, { file: stems.vocals }, 'audio/mpeg');
      await storage.put(musicKey, { file: stems.music }, 'audio/mpeg');
      const stale = await knex.transaction(async (trx) => {
        const now = await trx('songs').where('id', songId).forUpdate().first<StemsSongRow | undefined>();
        if (!now || now.mp3 !== song.mp3) return [vocalsKey, musicKey]; // new audio since: a newer job splits that
        await trx('songs')
          .where('id', songId)
          .update({
            smart_vocals: vocalsKey,
            smart_music: musicKey,
            meta: mergeMeta(trx, { stems: { method: separator.method, approximate: separator.approximate, cost_usd: stems.costUsd, from: song.mp3 }, stems_error: null }),
          });
        return [now.smart_vocals, now.smart_music].filter((key): key is string => !!key && key.startsWith(`${OUTPUT_FOLDER}/`));
      });
      for (const key of stale) await storage.remove(key).catch(() => undefined);
    } catch (error) {
      if (signal.aborted) throw error;
      const message = error instanceof Error ? error.message : String(error);
      const permanent = error instanceof StemsRefused;
      if (permanent || job.attempts >= job.max_attempts) await setMeta({ stems_error: message });
      throw permanent ? new PermanentJobError(message) : error;
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  };
}
