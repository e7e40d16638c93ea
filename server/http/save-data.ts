import type { Request } from 'express';

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
