import { createHash } from 'node:crypto';

/**
 * A name-based UUID, version 5 (RFC 9562 §5.5): SHA-1 of the namespace's 16 bytes and the name's UTF-8,
 * cut to 16 bytes, with the version and variant bits set. Written here rather than adding the uuid
 * package for one function.
 */
export function uuidV5(name: string, namespace: string): string {
  const space = Buffer.from(namespace.replace(/-/g, ''), 'hex');
  if (space.length !== 16) throw new Error(`Not a UUID: ${namespace}`);
  const bytes = createHash('sha1').update(space).update(name, 'utf8').digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
