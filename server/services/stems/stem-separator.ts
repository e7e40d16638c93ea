/** The two stems of a smart song (spec §1: played as vocals only or as music only). */
export interface Stems {
  /** Files in the caller's work folder. */
  vocals: string;
  music: string;
  /** What the separation cost, when the service says (the spec's note: about 0.24 dollars on average). */
  costUsd: number | null;
}

/** A way to split a mix into vocals and music. */
export interface StemSeparator {
  /** Which method made the stems: shown in backstage and the API. */
  method: 'service' | 'ffmpeg';
  /** The ffmpeg method is an approximation (centre-channel tricks), and says so. */
  approximate: boolean;
  separate(input: string, outDir: string, signal: AbortSignal): Promise<Stems>;
}

/** The recording cannot be separated this way (a mono mix for the ffmpeg method): not worth a retry. */
export class StemsRefused extends Error {
  override name = 'StemsRefused';
}
