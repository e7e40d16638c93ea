/** Percentiles of a list of milliseconds, as every benchmark here reports them. */
export interface Latencies {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export function latencies(values: number[]): Latencies {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { count: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted.at(-1) ?? 0 };
}
