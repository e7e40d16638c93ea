import { apiHeaders } from '../lib/api-headers';
import type { PlaybackRequest } from './playback-requests';
import type { PlayingItem } from './player-types';

/**
 * Spec §7: `POST /api/_song` {id, type, stream?}; the item is the reply's data.data. An error answer
 * throws with the server's message, which the player shows as the Error notification (spec §8).
 */
export async function fetchPlayingItem(request: PlaybackRequest): Promise<PlayingItem> {
  const response = await fetch('/api/_song', {
    method: 'POST',
    credentials: 'same-origin',
    headers: apiHeaders(),
    body: JSON.stringify(request),
  });
  const body = (await response.json().catch(() => null)) as { data?: PlayingItem; message?: string } | null;
  if (!response.ok || !body?.data) throw new Error(body?.message ?? `The player could not load this item (${response.status}).`);
  return body.data;
}
