import 'server-only'
import { cacheTags } from '../../../scripts/lib/cache-tags.mjs'
import { purgeMicroCache } from '../blog/micro-cache'
import { getDatabase } from '../db'
import { tagExpirationSource } from './tag-expirations'

/**
 * Connects the process's cache-tag state to the database and loads every invalidation; then a
 * poll brings in those made by other processes, and each one found also empties this
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
  state.onRemoteChange(() => purgeMicroCache())
}
