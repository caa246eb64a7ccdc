import 'server-only'
import { AUDIT_ACTIONS, recordAudit } from '../audit/log'
import { getDatabase } from '../db'
import type { ProcessedImage } from './image'
import { insertMediaImage } from './library-store'
import { getStorage, newImageKey } from './storage'
import { deleteStoredImage, storeVariants } from './variants'

export interface StoredUpload {
  id: string
  url: string
  width: number
  height: number
}

/**
 * Stores a processed upload (the WebP original and its narrower variants), then registers it
 * in the media library with one audit entry. If registering fails, the files are removed again.
 */
export async function storeUpload(
  image: ProcessedImage,
  fileName: string,
  actor: { id: string; email: string },
): Promise<StoredUpload> {
  const storage = getStorage()
  const key = newImageKey()
  const url = await storage.put(key, image.body, image.contentType)
  try {
    const variantWidths = await storeVariants(storage, key, image.body, image.width, {
      source: image.source,
    })
    const id = await getDatabase()
      .db.transaction()
      .execute(async (trx) => {
        const id = await insertMediaImage(trx, {
          storageKey: key,
          url,
          fileName,
          width: image.width,
          height: image.height,
          bytes: image.body.length,
          variantWidths,
          uploadedBy: actor.id,
        })
        await recordAudit(trx, {
          action: AUDIT_ACTIONS.mediaUploaded,
          actor,
          target: { type: 'media', id, label: fileName },
          details: { key, width: image.width, height: image.height, variants: variantWidths },
        })
        return id
      })
    return { id, url, width: image.width, height: image.height }
  } catch (error) {
    await deleteStoredImage(storage, key).catch(() => undefined)
    throw error
  }
}
