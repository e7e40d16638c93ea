import { networkInterfaces } from 'node:os';

/**
 * This machine's first non-loopback IPv4 address, for tests of a client that is not on loopback (the
 * trusted proxy): a request to it comes from that address. Undefined on a machine with none, where
 * those tests are skipped.
 */
export const networkAddress: string | undefined = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;
