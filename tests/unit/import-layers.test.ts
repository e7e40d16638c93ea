import { describe, expect, it } from 'vitest';
import { importCircles, importGraph } from '../helpers/import-graph';

/**
 * The house's rules (docs/architecture.md, "Layers"), read from the code's imports: they point down
 * only, nothing circles, and the server and the client share code through common/ alone.
 */
const edges = importGraph(process.cwd(), ['common', 'server', 'resources/js', 'database', 'scripts']);
const under = (folder: string) => (file: string) => file.startsWith(`${folder}/`);
const describeEdge = ({ from, to, typeOnly }: { from: string; to: string; typeOnly: boolean }) => `${from} -> ${to}${typeOnly ? ' (types)' : ''}`;

describe('the import graph', () => {
  it('reads the imports it is meant to (a known import of each kind is found)', () => {
    expect(edges.length).toBeGreaterThan(1000);
    expect(edges).toContainEqual({ from: 'server/app.ts', to: 'server/config.ts', typeOnly: true });
    expect(edges.some((edge) => edge.from.startsWith('server/') && edge.to.startsWith('common/') && !edge.typeOnly)).toBe(true);
    expect(edges.some((edge) => edge.from.startsWith('resources/js/pages/') && edge.to.startsWith('server/') && edge.typeOnly)).toBe(true);
  });

  it('has no import circle', () => {
    expect(importCircles(edges)).toEqual([]);
  });

  it('finds a circle where there is one', () => {
    const circle = [
      { from: 'a.ts', to: 'b.ts', typeOnly: false },
      { from: 'b.ts', to: 'c.ts', typeOnly: true },
      { from: 'c.ts', to: 'a.ts', typeOnly: false },
      { from: 'c.ts', to: 'd.ts', typeOnly: false },
    ];
    expect(importCircles(circle)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });

  it('the server imports nothing from the client, and the client takes only types from the server', () => {
    expect(edges.filter((edge) => under('server')(edge.from) && under('resources')(edge.to)).map(describeEdge)).toEqual([]);
    expect(edges.filter((edge) => under('resources')(edge.from) && under('server')(edge.to) && !edge.typeOnly).map(describeEdge)).toEqual([]);
  });

  it('infrastructure imports no feature: what it needs from one is handed to it', () => {
    const infrastructure = ['server/http', 'server/inertia', 'server/i18n', 'server/db', 'server/jobs', 'server/services', 'server/lib'].map(under);
    expect(edges.filter((edge) => infrastructure.some((inside) => inside(edge.from)) && under('server/features')(edge.to)).map(describeEdge)).toEqual([]);
  });

  it('common/ imports neither side', () => {
    expect(edges.filter((edge) => under('common')(edge.from) && !under('common')(edge.to)).map(describeEdge)).toEqual([]);
  });
});
