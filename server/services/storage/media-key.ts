import { randomBytes } from 'node:crypto';

/** A key or folder that could leave the media root, reach a hidden file or be read as a host name. */
export class UnsafeMediaKey extends Error {}

/**
 * One segment of a stored media path as `/media` would serve it: not empty, not hidden (no leading
 * dot, so neither `.` nor `..`), and no backslash or NUL byte.
 */
export function isSafeKeySegment(segment: string): boolean {
  return segment !== '' && !segment.startsWith('.') && !/[\\\0]/.test(segment);
}

/** Checks a key before a driver touches it: relative, every segment safe (see isSafeKeySegment). */
export function assertSafeMediaKey(key: string): void {
  if (key.startsWith('/')) throw new UnsafeMediaKey(`Media key "${key}" must be relative.`);
  if (!key.split('/').every(isSafeKeySegment)) throw new UnsafeMediaKey(`Media key "${key}" has an unsafe segment.`);
}

/** Folder segments are plain words: this also keeps '.com' (read as a host by mediaUrl) out of new keys. */
const FOLDER_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
const EXTENSION = /^[a-z0-9]{1,8}$/;

/**
 * A new key under `folder` (`images/artists/3f9c...e1.png`): 128 random bits, never the client's file
 * name. Stored media is cached as immutable for a year, so a key is never reused: a replaced image gets
 * a new key, and the old URL keeps meaning the old bytes. `folder` may come from a client (the image
 * uploader's `imagepath`), so anything but plain words separated by '/' is refused.
 */
export function newMediaKey(folder: string, extension: string): string {
  const problem = folderProblem(folder);
  if (problem) throw new UnsafeMediaKey(`Media folder "${folder}" ${problem}.`);
  const ext = extension.replace(/^\./, '').toLowerCase();
  if (!EXTENSION.test(ext)) throw new UnsafeMediaKey(`Media extension "${extension}" is not a plain extension.`);
  return `${folder}/${randomBytes(16).toString('hex')}.${ext}`;
}

function folderProblem(folder: string): string | undefined {
  if (folder.includes('\0')) return 'holds a NUL byte';
  if (folder.includes('\\')) return 'holds a backslash';
  if (folder.startsWith('/')) return 'must be relative, not absolute';
  const segments = folder.split('/');
  if (segments.some((segment) => segment === '..' || segment === '.')) return "may not hold '.' or '..'";
  if (!segments.every((segment) => FOLDER_SEGMENT.test(segment))) return "must be words of letters, digits, '-' and '_' separated by '/'";
  return undefined;
}
