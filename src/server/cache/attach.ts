import 'server-only'
import { cacheTags } from '@/next-adapter/cache-tags.mjs'
import { purgeMicroCacheForTags } from '../blog/micro-cache'
import { getDatabase } from '../db'
import { getEnv } from '../env'
import { tagExpirationSource } from './tag-expirations'
import { listenForTagChanges } from './tag-notifications'

/**
 * Connects the process's cache-tag state to the database and loads every invalidation; then
 * other processes' invalidations come in by PostgreSQL's LISTEN/NOTIFY at once (and by a poll
 * every 0.5 s on either database), and each one found also purges what it covers from this
 * process's micro-cache, which Next's handlers never see.
 */
export async function attachCacheTags(): Promise<void> {
  const state = cacheTags()
  if (state.isReady()) return
  try {
    await state.attach(tagExpirationSource(() => getDatabase().db))
  } catch (error) {
    throw new Error(
      'Não foi possível ler as invalidações de cache no banco de dados; o servidor não inicia' +
        ' sem elas, para não servir páginas antigas.',
      { cause: error },
    )
  }
  state.onRemoteChange((tags) => purgeMicroCacheForTags(tags))
  const url = getEnv().DATABASE_URL
  if (url) {
    const listener = listenForTagChanges(url, () => {
      state.refresh().catch((error: unknown) => {
        console.error('Não foi possível ler as invalidações de cache do banco:', error)
      })
    })
    // The poll still brings every change in; a failed LISTEN only costs its half second.
    listener.ready.catch((error: unknown) => {
      console.error('Não foi possível escutar as invalidações de cache (LISTEN):', error)
    })
  }
}
