import { match } from 'path-to-regexp';

/**
 * A route that takes files. Multipart bodies are read only for the routes declared here, and only
 * after the request has passed authentication, the route's access rule and the CSRF check, so a
 * visitor cannot make the server write a byte to disk anywhere else.
 */
export interface UploadRoute {
  /** The method the route answers; a multipart form may also come as POST with `_method` set to it. */
  method: 'POST' | 'PUT' | 'PATCH';
  /** An Express path, as the route is registered (`/backstage/songs/:id`). */
  path: string;
  /** Who may send files there; checked before the body is read. */
  access: 'admin' | 'user' | 'anyone';
  /** The file fields the route takes, each with how many files it takes at most. */
  files: Record<string, number>;
  /** The largest file the route takes, in bytes. */
  maxFileBytes: number;
}

export interface UploadRouteMatcher {
  /** The declared route a multipart request is for, or undefined when no route takes files there. */
  find(method: string, path: string): UploadRoute | undefined;
}

export function uploadRouteMatcher(routes: readonly UploadRoute[]): UploadRouteMatcher {
  // Express routes are case-insensitive; so is this match, or `/API/...` would slip past the gate.
  const compiled = routes.map((route) => ({ route, matches: match(route.path, { sensitive: false, decode: false }) }));
  return {
    find(method, path) {
      return compiled.find(({ route, matches }) => (method === 'POST' || method === route.method) && matches(path) !== false)?.route;
    },
  };
}
