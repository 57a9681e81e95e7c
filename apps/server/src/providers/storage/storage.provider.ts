/** Where photo bytes live. Keys are random and never come from the client. */
export interface StorageProvider {
  readonly name: string;
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes, or null when the key is unknown. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

/** Keys are lowercase letters, digits, dashes and dots, with no path separators. */
export function assertSafeKey(key: string): void {
  if (!/^[a-z0-9][a-z0-9.-]{0,127}$/.test(key) || key.includes('..')) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
}
