import { setFlagsFromString } from 'node:v8';

/**
 * Bounds how far V8 lets the old generation grow past what its last full collection kept alive.
 *
 * Why: under load most of a request's objects (the page object, the markup, the rows) outlive a few
 * scavenges while 32 answers are in the making, so they are promoted and die in the old generation.
 * V8 lets that generation grow to up to four times what was live before it collects it, so at
 * 100,000 songs under 32 connections the server's RSS reached 370 MB with ~80 MB live (418 MB with
 * the render cache): issue 34's ceiling is 300 MB. A fixed 1.5 (50%) collects sooner: 281 MB with
 * the render cache at 32 MB, the same requests done in the same time; what it costs is more full
 * collections, which lengthened the p95 of uncached pages at saturation by 15-35% (docs/benchmarks.md,
 * "At 100,000 songs under 32 connections").
 *
 * The flag is read each time V8 sets the next collection's limit, so setting it as the process starts
 * (before the app loads) applies to the whole run. Node 20 leaves V8's flags writable after start-up.
 */
export function boundHeapGrowth(percent: number): void {
  if (percent > 0) setFlagsFromString(`--heap-growing-percent=${percent}`);
}
