import type { Config } from '../../config';
import { createLocalDiskStorage } from './local-disk.provider';
import { createS3Storage } from './s3.provider';
import type { StorageProvider } from './storage.provider';

/** S3-compatible storage when S3_ENDPOINT is set; files under DATA_DIR/uploads otherwise. */
export function selectStorage(config: Config): StorageProvider {
  if (config.S3_ENDPOINT && config.S3_BUCKET && config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY) {
    return createS3Storage({
      endpoint: config.S3_ENDPOINT,
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    });
  }
  return createLocalDiskStorage(config.uploadsDir);
}
