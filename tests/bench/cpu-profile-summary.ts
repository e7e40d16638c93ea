/** The parts of V8's .cpuprofile (Profiler.stop) that a self-time summary reads. */
export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
}

const shortFile = (url: string) => url.replace(/^file:\/\//, '').replace(/^.*\/node_modules\//, '~/').replace(/^.*\/(server|resources|bootstrap|common)\//, '$1/').replace(/\?.*$/, '');

/**
 * Self time per function and per file (share of all sampled time, idle included), the top `limit`
 * of each: what the flame graph's widest bottom frames say, as text for a report.
 */
export function summariseProfile(profile: CpuProfile, limit: number): string {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const byFunction = new Map<string, number>();
  const byFile = new Map<string, number>();
  for (const [id, us] of self) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    const file = url ? shortFile(url) : '(native)';
    const fn = `${functionName || '(anonymous)'} ${url ? `${file}:${lineNumber + 1}` : ''}`.trim();
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
    byFile.set(file, (byFile.get(file) ?? 0) + us);
  }
  const top = (map: Map<string, number>) =>
    [...map].sort((a, b) => b[1] - a[1]).slice(0, limit).map(([name, us]) => `${((us / total) * 100).toFixed(1).padStart(5)}%  ${name}`).join('\n');
  return `self time by function (of ${(total / 1e6).toFixed(1)} s sampled):\n${top(byFunction)}\n\nself time by file:\n${top(byFile)}`;
}
