import type { Config } from '../../config';
import { localMediaDir, localMediaStorage } from './local-storage';
import type { MediaStorage } from './media-storage';
import { s3MediaStorage } from './s3-storage';

/** The driver STORAGE_DRIVER names: the local disk by default, or an S3-compatible bucket. */
export function createMediaStorage(config: Pick<Config, 'storage' | 'storageDir'>): MediaStorage {
  return config.storage.driver === 's3' ? s3MediaStorage(config.storage) : localMediaStorage(localMediaDir(config.storageDir));
}
