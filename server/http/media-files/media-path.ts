import path from 'node:path';
import { isSafeKeySegment } from '../../services/storage/media-key';

/**
 * The file a `/media/...` request path names inside `root`, or null when the path could leave the
 * root or reach something hidden. The path is decoded once (so `%2e%2e` is `..`), then every segment
 * is checked: none may start with a dot (`.`, `..`, dotfiles) or hold a backslash or NUL byte, the same
 * rule the storage drivers apply to the keys they write.
 */
export function resolveMediaPath(root: string, requestPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return null;
  }
  const segments = decoded.split('/').filter((segment) => segment !== '');
  if (segments.length === 0) return null;
  if (!segments.every(isSafeKeySegment)) return null;
  const file = path.join(root, ...segments);
  // Belt and braces: whatever the segments were, the result must still be under the root.
  return file.startsWith(root + path.sep) ? file : null;
}
