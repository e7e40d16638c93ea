import { describe, expect, it } from 'vitest';
import { renderCache } from '../../server/inertia/render-cache';

describe('the render cache', () => {
  it('gives back, from the miss and from a hit, the UTF-8 bytes of the markup it was given', () => {
    const cache = renderCache({ maxBytes: 1024 * 1024, maxAgeMs: 60_000 });
    const render = { head: '<title>Hooyo – ﷲ</title>', body: '<main><p>Hooyo macaan, “hees”</p></main>' };
    const kept = cache.set('k', render);
    expect(kept.head).toBe(render.head);
    expect(kept.body.toString('utf8')).toBe(render.body);
    const hit = cache.get('k')!;
    expect(hit.head).toBe(render.head);
    expect(hit.body.equals(Buffer.from(render.body, 'utf8'))).toBe(true);
    expect(cache.stats()).toMatchObject({ entries: 1, hits: 1 });
  });

  it("keeps a small page's bytes in memory of their own, not a slice of Node's shared 8 KB slab", () => {
    const cache = renderCache({ maxBytes: 1024 * 1024, maxAgeMs: 60_000 });
    const { body } = cache.set('small', { head: '', body: '<p>404</p>' });
    expect(body.buffer.byteLength).toBe(body.length);
    expect(cache.get('small')!.body.buffer.byteLength).toBe(body.length);
  });

  it('drops the least recently used pages once its bytes are full, and still answers with the render it could not keep', () => {
    const page = (n: number) => ({ head: '', body: `<p>${String(n).repeat(1000)}</p>` });
    const cache = renderCache({ maxBytes: 2500, maxAgeMs: 60_000 });
    cache.set('a', page(1));
    cache.set('b', page(2));
    cache.get('a'); // now b is the least recently used
    cache.set('c', page(3));
    expect([cache.get('a'), cache.get('b'), cache.get('c')].map(Boolean)).toEqual([true, false, true]);
    const tooLarge = { head: '', body: 'x'.repeat(5000) };
    expect(cache.set('d', tooLarge).body.toString()).toBe(tooLarge.body);
    expect(cache.get('d')).toBeUndefined();
  });
});
