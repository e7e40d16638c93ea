import type { Config } from './config';
import type { KeptFigures } from './lib/kept-figures';
import type { Database } from './db/database';
import type { Logger } from './logger';
import type { Readiness } from './http/drain';
import type { MediaStorage } from './services/storage/media-storage';
import type { MediaUrl } from '@common/media-url';

/** What route factories receive: the app's dependencies, built once in createApp. */
export interface AppContext {
  config: Config;
  db: Database;
  logger: Logger;
  mediaUrl: MediaUrl;
  /** Where uploads are written (STORAGE_DRIVER); keys from newMediaKey, URLs from mediaUrl. */
  storage: MediaStorage;
  /** The home charts' ranking and public lists' totals, kept up to FIGURES_REFRESH_SECONDS by this instance. */
  kept: KeptFigures;
  /** Whether this instance takes new traffic (/readyz); set to draining by the graceful stop (server/main.ts). */
  readiness: Readiness;
}
