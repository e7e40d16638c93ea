/** A line of time-synced lyrics: when it starts (seconds from the start of the audio) and its words. */
export interface TimedLine {
  time: number;
  text: string;
}

/** 65.2 -> "01:05.20": LRC's own timestamp, also how the editor and the history show a time. */
export function formatTimestamp(seconds: number): string {
  const hundredths = Math.max(0, Math.round(seconds * 100));
  const minutes = Math.floor(hundredths / 6000);
  const rest = hundredths % 6000;
  return `${String(minutes).padStart(2, '0')}:${String(Math.floor(rest / 100)).padStart(2, '0')}.${String(rest % 100).padStart(2, '0')}`;
}

const TIME_TAG = /\[(\d{1,3}):(\d{1,2})(?:[.:](\d{1,3}))?\]/g;
const OFFSET_TAG = /^\[offset:\s*([+-]?\d+)\s*\]$/i;

/**
 * Reads LRC: `[mm:ss.xx]` tags (a line may carry several, for a repeated chorus), `[offset:±ms]`
 * (positive shifts the lines earlier, as players read it), and skips the other ID tags ([ar:], [ti:]…)
 * and untimed lines. The lines come back in time order.
 */
export function parseLrc(text: string): TimedLine[] {
  let offsetMs = 0;
  const lines: TimedLine[] = [];
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const offset = OFFSET_TAG.exec(line);
    if (offset) {
      offsetMs = Number(offset[1]);
      continue;
    }
    const times: number[] = [];
    let rest = line;
    TIME_TAG.lastIndex = 0;
    for (let match = TIME_TAG.exec(line); match && match.index === line.length - rest.length; match = TIME_TAG.exec(line)) {
      const fraction = match[3] ? Number(match[3]) / 10 ** match[3].length : 0;
      times.push(Number(match[1]) * 60 + Number(match[2]) + fraction);
      rest = line.slice(match.index + match[0].length);
    }
    // Untimed lines and ID tags ([ar:], [ti:]…) carry no line to sing.
    if (times.length === 0) continue;
    for (const time of times) lines.push({ time, text: rest.trim() });
  }
  return lines
    .map((line) => ({ ...line, time: Math.max(0, Math.round((line.time - offsetMs / 1000) * 100) / 100) }))
    .sort((a, b) => a.time - b.time);
}

/** Writes LRC with the title and artist tags players show, a line per timed line. */
export function formatLrc(lines: readonly TimedLine[], about: { title?: string; artist?: string } = {}): string {
  const head = [about.title && `[ti:${about.title}]`, about.artist && `[ar:${about.artist}]`].filter(Boolean) as string[];
  return [...head, ...lines.map((line) => `[${formatTimestamp(line.time)}]${line.text}`)].join('\n') + '\n';
}
