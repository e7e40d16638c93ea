import type { Config } from './config';
import type { Database } from './db/database';
import type { Logger } from './logger';
import type { MediaUrl } from './services/storage/media-url';

/** What route factories receive: the app's dependencies, built once in createApp. */
export interface AppContext {
  config: Config;
  db: Database;
  logger: Logger;
  mediaUrl: MediaUrl;
}
