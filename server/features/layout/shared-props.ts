import type { Request } from 'express';
import type { Config } from '../../config';
import { publicOrigin } from '../../http/public-origin';
import { sideMenu } from './menu';
import { localeProps } from '../i18n/i18n.props';

export interface AuthUser {
  id: number;
  name: string;
  avatar: string | null;
  created_at: string;
  isAdmin: boolean;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    /** passport types `req.user` as Express.User; this makes it our AuthUser. */
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends AuthUser {}
    interface Request {
      /** Set by the authentication middleware (server/http/authenticate.ts) when someone is signed in. */
      user?: User | undefined;
    }
  }
}

/** Props every page receives: who is signed in, the menu, and the client's configuration. */
export function sharedProps(config: Config) {
  const menu = sideMenu(config);
  const client = {
    name: 'Hees',
    analyticsUrl: config.analyticsUrl ?? null,
    /** The ad slot of spec §7 and the script that fills it; null (no slot at all) without an ad service. */
    ads: config.adService ? { script: config.adService.scriptUrl, slot: 'leader-board' } : null,
    contactEmail: config.contactEmail,
    stores: { ios: config.links.appStore, android: config.links.playStore },
    /** Where stored media is read (as mediaUrl makes its URLs): the client finds its images' keys by it. */
    media: config.mediaPublicUrl ?? '/media',
  };
  return (req: Request) => ({
    auth: { user: req.user ?? null },
    menu,
    // The public origin: canonical and share links, absolute image URLs in meta tags.
    app: { ...client, url: publicOrigin(req, config), saveData: asksToSaveData(req) },
    ...localeProps(req),
  });
}

/**
 * Whether this request asks for light pages, so the server renders the data saver's small images from the
 * start (the browser fetches the images of the HTML before the client could change them): the listener's
 * switch (the `data_saver` cookie lib/data-saver.ts keeps beside its own setting), else the browser's
 * Save-Data header.
 */
export function asksToSaveData(req: Request): boolean {
  const choice = /(?:^|;\s*)data_saver=(on|off)(?:;|$)/.exec(req.get('Cookie') ?? '')?.[1];
  return choice ? choice === 'on' : req.get('Save-Data')?.trim().toLowerCase() === 'on';
}
