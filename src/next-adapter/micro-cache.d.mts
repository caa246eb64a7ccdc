import type { IncomingMessage, ServerResponse } from 'node:http'

export declare const MICRO_CACHE_GLOBAL: unique symbol
export declare const BYPASS_HEADERS: readonly string[]
export declare const NEXT_INTERNAL_QUERY_PREFIXES: readonly string[]
export declare function hasNextInternalQuery(query: string): boolean
export declare const PAGE_QUERY_PARAMS: Readonly<Record<string, readonly string[]>>
export declare function cacheKeyPath(url: string): string
export declare function isSharedCacheable(status: number, headers: Record<string, unknown>): boolean
export declare function headerRecord(headers: object): Record<string, unknown>
export interface MicroCache {
  handle(req: IncomingMessage, res: ServerResponse, next: () => void): void
  /** Everything, or only the pages at `paths` (path only: every encoding and query). */
  purge(paths?: readonly string[]): void
  stats: { hits: number; stores: number; purges: number }
  size(): number
  bytes(): number
}
export declare function createMicroCache(options: {
  ttlMs: number
  maxEntries?: number
  maxEntryBytes?: number
  maxBytes?: number
  now?: () => number
}): MicroCache
