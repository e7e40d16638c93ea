import type { Request } from 'express';
import type { Config } from '../../config';
import { sideMenu } from './menu';

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
    /** The public origin: canonical links and absolute image URLs in meta tags. */
    url: config.appUrl,
    analyticsUrl: config.analyticsUrl ?? null,
    /** The ad slot of spec §7 and the script that fills it; null (no slot at all) without an ad service. */
    ads: config.adService ? { script: config.adService.scriptUrl, slot: 'leader-board' } : null,
    contactEmail: config.contactEmail,
    stores: { ios: config.links.appStore, android: config.links.playStore },
  };
  return (req: Request) => ({
    auth: { user: req.user ?? null },
    menu,
    app: client,
  });
}
