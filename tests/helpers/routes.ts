import type { Express } from 'express';

/** A route as the router holds it: method, full path, and where it sits in the app's stack. */
export interface RouteEntry {
  method: string;
  path: string;
  /** Index of the app-level layer the route lives in (itself or the router mounting it). */
  layer: number;
  /** Names of the handlers on the route itself, in order. */
  handlers: string[];
}

interface Layer {
  name: string;
  rawPath?: string | RegExp | (string | RegExp)[];
  route?: { path: string | string[]; methods: Record<string, boolean>; stack: { name: string }[] };
  handle: { stack?: Layer[] };
}

const paths = (raw: Layer['rawPath']): string[] => (Array.isArray(raw) ? raw : [raw ?? '/']).map(String);
const join = (prefix: string, path: string) => (path === '/' ? prefix || '/' : `${prefix.replace(/\/$/, '')}${path}`);
const layersOf = (app: Express) => (app as unknown as { router: { stack: Layer[] } }).router.stack;

/** Every route of the app, nested routers included (Express 5 keeps each layer's `rawPath`). */
export function listRoutes(app: Express): RouteEntry[] {
  const routes: RouteEntry[] = [];
  const walk = (stack: Layer[], prefix: string, top?: number) =>
    stack.forEach((layer, index) => {
      const at = top ?? index;
      if (layer.route) {
        const handlers = layer.route.stack.map((entry) => entry.name);
        for (const path of paths(layer.route.path)) {
          for (const method of Object.keys(layer.route.methods)) routes.push({ method: method.toUpperCase(), path: join(prefix, path), layer: at, handlers });
        }
      } else if (layer.handle.stack) {
        for (const mount of paths(layer.rawPath)) walk(layer.handle.stack, join(prefix, mount), at);
      }
    });
  walk(layersOf(app), '');
  return routes;
}

export const isBackstagePath = (path: string) => /^\/(api\/)?backstage(\/|$)/i.test(path);

const covers = (mount: string, path: string) => {
  const base = mount.toLowerCase().replace(/\/$/, '');
  const target = path.toLowerCase();
  return target === base || target.startsWith(`${base}/`);
};

/**
 * Backstage routes that a request could reach without passing `requireAdmin`: neither an app-level
 * guard mounted before them on a covering path, nor the guard among the route's own handlers.
 */
export function unguardedBackstageRoutes(app: Express): RouteEntry[] {
  const guards = layersOf(app)
    .map((layer, index) => ({ layer, index }))
    .filter(({ layer }) => layer.name === 'requireAdmin' && !layer.route);
  return listRoutes(app)
    .filter((route) => isBackstagePath(route.path))
    .filter((route) => {
      const guardedByApp = guards.some(({ layer, index }) => index < route.layer && paths(layer.rawPath).some((mount) => covers(mount, route.path)));
      const guardedOnRoute = route.handlers.slice(0, -1).includes('requireAdmin');
      return !guardedByApp && !guardedOnRoute;
    });
}
