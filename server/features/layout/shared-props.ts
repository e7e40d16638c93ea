import type { Request } from 'express';
import type { Config } from '../../config';
import { publicOrigin } from '../../http/public-origin';
import { asksToSaveData } from '../../http/save-data';
import { sideMenu } from './menu';
import { localeProps } from '../../i18n/i18n.props';

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
