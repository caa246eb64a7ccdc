import type { IncomingMessage, ServerResponse } from 'node:http'

export declare const MICRO_CACHE_GLOBAL: unique symbol
export declare function cacheKeyPath(url: string): string
export declare function isSharedCacheable(status: number, headers: Record<string, unknown>): boolean
export interface MicroCache {
  handle(req: IncomingMessage, res: ServerResponse, next: () => void): void
  purge(): void
  stats: { hits: number; stores: number; purges: number }
  size(): number
}
export declare function createMicroCache(options: {
  ttlMs: number
  maxEntries?: number
  maxEntryBytes?: number
  now?: () => number
}): MicroCache
