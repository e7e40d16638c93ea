import type { Request } from 'express';
import ipaddr from 'ipaddr.js';

/**
 * Whether the request comes from this machine. req.ip is Express's answer under the app's `trust
 * proxy` setting (loopback): X-Forwarded-For counts only when a proxy on this machine sent it, so a
 * visitor that proxy forwards is judged by their own address, and the header from anyone else is
 * ignored. ipaddr.process reads ::ffff:127.0.0.1 as 127.0.0.1; all of 127.0.0.0/8 and ::1 are loopback.
 */
export function isLoopbackClient(req: Request): boolean {
  const address = req.ip;
  if (!address || !ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'loopback';
}
