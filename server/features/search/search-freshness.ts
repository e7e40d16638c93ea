/**
 * Search answers are cached in-process (search.service.ts) for a minute. A catalogue write made in
 * this process bumps this counter after its commit, and the counter is part of every cache key, so
 * the next search reads afresh: an edit made in backstage is found at once. (Other instances of the
 * app still see it within the cache's minute.) A counter, not listeners: nothing to unsubscribe.
 */
let generation = 0;

export const searchGeneration = () => generation;

export function searchIndexChanged(): void {
  generation++;
}
