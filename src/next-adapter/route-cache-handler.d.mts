export declare function entryTags(data: unknown, ctx: unknown): string[]

/** What Next's file-system cache returns: the entry and when it was made. */
export interface CachedEntry {
  lastModified?: number
  value: { kind?: string; body?: Buffer; html?: string; headers?: Record<string, unknown> } | null
}

/** Next's incremental cache handler interface, as this project uses it. */
export default class RouteCacheHandler {
  constructor(ctx: object)
  get(key: string, ctx: object): Promise<CachedEntry | null>
  set(key: string, data: unknown, ctx: unknown): Promise<void>
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>
  resetRequestCache(): void
}
