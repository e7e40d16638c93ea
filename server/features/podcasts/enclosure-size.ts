import type { Knex } from 'knex';
import type { MediaStorage } from '../../services/storage/media-storage';

interface SizedEpisode {
  id: number;
  audio: string | null;
  audio_bytes: number | string | null;
}

/** An address of another host (an imported episode's enclosure) rather than a key in our storage. */
const isUrl = (audio: string) => /^[a-z][a-z0-9+.-]*:/i.test(audio) || audio.startsWith('//');

/**
 * Each episode's enclosure length in bytes, which Apple requires. Recordings we made keep their size
 * on the row (the episode-audio job writes it); an imported episode's is what its source feed says.
 * A recording of ours stored before sizes were kept (the demo catalogue's, older uploads) is measured
 * in storage once and the size written to its row, so later feeds read it from the database.
 */
export async function enclosureSizes(knex: Knex, storage: MediaStorage, episodes: SizedEpisode[]): Promise<Map<number, number>> {
  const sizes = new Map<number, number>();
  const unmeasured: SizedEpisode[] = [];
  for (const episode of episodes) {
    const kept = Number(episode.audio_bytes ?? 0);
    if (kept > 0 || !episode.audio || isUrl(episode.audio)) sizes.set(episode.id, kept);
    else unmeasured.push(episode);
  }
  // Episodes share recordings (the demo's alternate between two): each file is measured once.
  const byKey = new Map<string, Promise<number | null>>();
  const measure = (key: string) => byKey.get(key) ?? byKey.set(key, storage.size(key).catch(() => null)).get(key)!;
  for (const episode of unmeasured) {
    const bytes = await measure(episode.audio!.replace(/^\/+/, ''));
    sizes.set(episode.id, bytes ?? 0);
    if (bytes) await knex('episodes').where('id', episode.id).update({ audio_bytes: bytes });
  }
  return sizes;
}
