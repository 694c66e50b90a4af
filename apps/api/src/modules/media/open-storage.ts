import type { Config } from '../../config';
import { bucketStorage } from './bucket-storage';
import { diskStorage } from './disk-storage';
import type { MediaStorage } from './storage';

/** The storage the configuration names, one per configuration (so one bucket client per app). */
const opened = new WeakMap<Config, MediaStorage>();

export function mediaStorage(config: Config): MediaStorage {
  let storage = opened.get(config);
  if (!storage) {
    storage = config.MEDIA_BUCKET
      ? bucketStorage({
          bucket: config.MEDIA_BUCKET,
          region: config.MEDIA_REGION,
          endpoint: config.MEDIA_ENDPOINT,
          forcePathStyle: config.MEDIA_FORCE_PATH_STYLE,
          credentials:
            config.MEDIA_ACCESS_KEY_ID && config.MEDIA_SECRET_ACCESS_KEY
              ? { accessKeyId: config.MEDIA_ACCESS_KEY_ID, secretAccessKey: config.MEDIA_SECRET_ACCESS_KEY }
              : undefined,
        })
      : diskStorage(config.MEDIA_DIR);
    opened.set(config, storage);
  }
  return storage;
}

/** Closes the configuration's storage (when its app closes); a later use opens a new one. */
export function closeMediaStorage(config: Config): void {
  opened.get(config)?.close();
  opened.delete(config);
}
