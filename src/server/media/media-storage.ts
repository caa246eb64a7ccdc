import 'server-only'

/*
 * The storage contract on its own, so the drivers (local-storage.ts, s3-storage.ts) depend on
 * it and storage.ts depends on them: imports run one way (import-cycles.test.ts).
 */

export interface MediaStorage {
  readonly driver: 'local' | 's3'
  /** Stores the object and returns the URL the browser loads it from. */
  put(key: string, body: Buffer, contentType: string): Promise<string>
  /** The stored bytes, or null when there is no such object (the variants command reads old uploads). */
  get(key: string): Promise<Buffer | null>
  /** Removes the object; removing one that is already gone is not an error. */
  delete(key: string): Promise<void>
}

/**
 * Why a storage could not keep or remove an object: it refused the site's credentials
 * (`denied`), could not be reached in time (`unreachable`), or answered with another error
 * (`failed`). The upload route tells the editor which, in pt-BR.
 */
export type StorageFailure = 'denied' | 'unreachable' | 'failed'

export class StorageError extends Error {
  override name = 'StorageError'

  constructor(
    readonly failure: StorageFailure,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options)
  }
}
