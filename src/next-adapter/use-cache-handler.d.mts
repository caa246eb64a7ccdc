import type { CacheEntry, CacheHandler } from 'next/cache'
import type { TagState } from './cache-tags.mjs'

export interface UseCacheHandler extends CacheHandler {
  get(cacheKey: string, softTags?: string[]): Promise<CacheEntry | undefined>
  size(): number
}
export declare function createUseCacheHandler(options?: {
  maxBytes?: number
  now?: () => number
  state?: TagState
}): UseCacheHandler
declare const handler: UseCacheHandler
export default handler
