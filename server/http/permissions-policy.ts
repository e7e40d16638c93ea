import type { Response } from 'express';

/** YouTube's players, framed on song pages (resources/js/pages/songs/show.tsx asks them for these features). */
const YOUTUBE = ['https://www.youtube-nocookie.com', 'https://www.youtube.com'];

/**
 * What the browser may let a page of ours (and the frames in it) use. Features the site never uses are
 * off for everyone; the player's are ours and the YouTube frame's. Only features Chromium knows: an
 * unknown name costs a console error on every page.
 */
const DENIED = [
  'accelerometer',
  'bluetooth',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
] as const;

/** Allowed to ourselves and the YouTube frame: playing, full screen, protected media, picture in picture. */
const PLAYER = ['autoplay', 'encrypted-media', 'fullscreen', 'picture-in-picture'] as const;

export type PlayerFeature = (typeof PLAYER)[number];

/**
 * The header's value. `loosen` gives a player feature to every origin (`*`): a page of ours framed by
 * other sites (an embed) that plays when its frame was allowed to.
 */
export function permissionsPolicy(loosen: readonly PlayerFeature[] = []): string {
  const player = PLAYER.map((feature) => `${feature}=${loosen.includes(feature) ? '*' : `(self ${YOUTUBE.map((origin) => `"${origin}"`).join(' ')})`}`);
  return [...DENIED.map((feature) => `${feature}=()`), ...player].join(', ');
}

/** The default, set on every answer by securityHeaders; a route replaces it with `setPermissionsPolicy`. */
export const PERMISSIONS_POLICY = permissionsPolicy();

/** For a route that must loosen the player's features (an embed other sites frame). */
export function setPermissionsPolicy(res: Response, loosen: readonly PlayerFeature[]): void {
  res.setHeader('Permissions-Policy', permissionsPolicy(loosen));
}
