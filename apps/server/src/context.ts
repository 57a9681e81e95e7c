import type { Config } from './config';
import type { Database, DatabaseHandle } from './db/client';
import type { MailProvider } from './providers/mail/mail.provider';
import type { OtpProvider } from './providers/otp/otp.provider';
import type { StorageProvider } from './providers/storage/storage.provider';
import type { AttemptLimiter } from './lib/attempt-limiter';

/** Everything a module needs, built once at start and handed to each module. */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  mail: MailProvider;
  otp: OtpProvider;
  storage: StorageProvider;
  /** Attempt counters (sign-ins per email …), shared through Redis when configured. */
  limiter: AttemptLimiter;
  /** The clock, replaceable in tests. */
  now(): Date;
}
