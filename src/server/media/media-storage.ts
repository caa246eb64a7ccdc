import 'server-only'

/*
 * The storage contract on its own, so the drivers (local-storage.ts, s3-storage.ts) depend on
 * it and storage.ts depends on them: imports run one way (import-cycles.test.ts).
 */

export interface MediaStorage {
  readonly driver: 'local' | 's3'
  /** Stores the object and returns the URL the browser loads it from. */
  put(key: string, body: Buffer, contentType: string): Promise<string>
  /** Deletes the object; an absent one is not an error (a retried delete, a lost race). */
  remove(key: string): Promise<void>
}
