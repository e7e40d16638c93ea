import { useCallback, useEffect, useState } from 'react';
import type { PublicExplanation } from '@common/explanations';
import type { Verse } from '../../player/player-types';
import { callHeaders } from '../../lib/api-headers';

export interface FetchedExplanations {
  explanations: PublicExplanation[];
  /** The song's default lyrics as the server has them now (the explanations number its lines). */
  verse: Verse | null;
}

const EMPTY: PublicExplanation[] = [];

/**
 * A song's published explanations where the page does not carry them (the player's lyrics panel,
 * karaoke): asked of `GET /api/song/{id}` quietly, once per song, and again when the listener's own
 * was published. Nothing is shown on failure: the lines stay plain.
 */
export function useSongExplanations(songId: number | undefined): FetchedExplanations & { reload: () => void } {
  const [state, setState] = useState<FetchedExplanations>({ explanations: EMPTY, verse: null });
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (songId === undefined) return;
    let live = true;
    fetch(`/api/song/${songId}`, { headers: callHeaders(), credentials: 'include' })
      .then(async (response) => {
        if (!response.ok) return;
        const answer = (await response.json()) as { data: { explanations?: PublicExplanation[]; verse: Verse[] } };
        if (live) setState({ explanations: answer.data.explanations ?? EMPTY, verse: answer.data.verse[0] ?? null });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [songId, round]);
  return { ...state, reload: useCallback(() => setRound((n) => n + 1), []) };
}
