'use server'

import type { Transaction } from 'kysely'
import {
  deleteMediaSchema,
  deleteUnusedMediaSchema,
  imageInUseMessage,
  MEDIA_NOT_FOUND_MESSAGE,
  rememberMediaAltSchema,
  updateMediaAltSchema,
} from '@/lib/validations/media'
import { AUDIT_ACTIONS, recordAudit } from '../audit/log'
import { adminAction } from '../auth/action'
import { ActionError } from '../auth/errors'
import type { SessionContext } from '../auth/session'
import { getDatabase } from '../db'
import type { Database } from '../db/types'
import { findImageUsages, imageIdOf, mediaSearchText } from './library-store'
import { BLOG_IMAGES_PREFIX, getStorage } from './storage'
import { findUnusedImages, unusedGraceStart } from './unused'
import { deleteStoredImage } from './variants'

/*
 * The media library's writes. Nothing here changes what readers see: a post keeps the alt text
 * written in its body (the library's text is what the editor proposes when the image is picked
 * again), and only an image no post uses can be deleted.
 */

/** Writes a library image's alt text, with its audit entry, inside the caller's transaction. */
async function writeAlt(
  trx: Transaction<Database>,
  image: { id: string; file_name: string; alt_text: string },
  alt: string,
  session: SessionContext,
) {
  await trx
    .updateTable('media_images')
    .set({
      alt_text: alt,
      search_text: mediaSearchText(image.file_name, alt),
      updated_at: new Date(),
    })
    .where('id', '=', image.id)
    .execute()
  await recordAudit(trx, {
    action: AUDIT_ACTIONS.mediaAltChanged,
    actor: session.user,
    target: { type: 'media', id: image.id, label: image.file_name },
    details: { before: image.alt_text, after: alt },
  })
}

/** Edits the alt text the library keeps for an image. */
export const updateMediaAltAction = adminAction(
  { role: 'editor', schema: updateMediaAltSchema },
  async ({ id, alt }, session) => {
    const { db } = getDatabase()
    await db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('media_images')
        .select(['id', 'file_name', 'alt_text'])
        .where('id', '=', id)
        .executeTakeFirst()
      if (!row) throw new ActionError(MEDIA_NOT_FOUND_MESSAGE)
      await writeAlt(trx, row, alt, session)
    })
    return { id, alt }
  },
)

/**
 * The editor confirmed an image's alt text in a post: the library keeps it, so "Escolher da
 * biblioteca" proposes it next time. A text the library already has is kept unless the
 * editor chose to replace it (a colleague's description is not overwritten by a post's
 * wording in passing). An image that is not in the library (a launch cover) changes nothing.
 */
export const rememberMediaAltAction = adminAction(
  { role: 'editor', schema: rememberMediaAltSchema },
  async ({ url, alt, replace }, session) => {
    const name = imageIdOf(url)
    if (!name) return { updated: false }
    const { db } = getDatabase()
    return db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('media_images')
        .select(['id', 'file_name', 'alt_text'])
        .where('storage_key', '=', `${BLOG_IMAGES_PREFIX}/${name}.webp`)
        .executeTakeFirst()
      if (!row || row.alt_text === alt || (row.alt_text && !replace)) return { updated: false }
      await writeAlt(trx, row, alt, session)
      return { updated: true }
    })
  },
)

/**
 * Deletes an image no post uses (post rows and working copies, cover or body), with its
 * variants in storage; an image in use is refused with the posts named.
 */
export const deleteMediaAction = adminAction(
  { role: 'editor', schema: deleteMediaSchema },
  async ({ id }, session) => {
    const { db } = getDatabase()
    const row = await db.transaction().execute(async (trx) => {
      const image = await trx
        .selectFrom('media_images')
        .select(['storage_key', 'file_name'])
        .where('id', '=', id)
        .executeTakeFirst()
      if (!image) throw new ActionError(MEDIA_NOT_FOUND_MESSAGE)
      const name = imageIdOf(image.storage_key) ?? ''
      const used = (await findImageUsages(trx, [name])).get(name) ?? []
      if (used.length > 0) throw new ActionError(imageInUseMessage(used))
      await trx.deleteFrom('media_images').where('id', '=', id).execute()
      await recordAudit(trx, {
        action: AUDIT_ACTIONS.mediaDeleted,
        actor: session.user,
        target: { type: 'media', id, label: image.file_name },
        details: { key: image.storage_key },
      })
      return image
    })
    // After the commit: a storage failure leaves an orphan file, never a row without its file.
    await deleteStoredImage(getStorage(), row.storage_key).catch((error: unknown) =>
      console.error('Falha ao apagar a imagem do armazenamento', row.storage_key, error),
    )
    return { id }
  },
)

/**
 * "Deletar não usadas": every image no post uses (post rows and working copies, cover or
 * body), sent before the grace period, with one audit entry each and its files in storage.
 */
export const deleteUnusedMediaAction = adminAction(
  { role: 'editor', schema: deleteUnusedMediaSchema },
  async (_input, session) => {
    const { db } = getDatabase()
    const images = await db.transaction().execute(async (trx) => {
      const found = await findUnusedImages(trx, unusedGraceStart())
      if (found.length === 0) return found
      await trx
        .deleteFrom('media_images')
        .where(
          'id',
          'in',
          found.map((image) => image.id),
        )
        .execute()
      for (const image of found) {
        await recordAudit(trx, {
          action: AUDIT_ACTIONS.mediaDeleted,
          actor: session.user,
          target: { type: 'media', id: image.id, label: image.file_name },
          details: { key: image.storage_key, unused: true },
        })
      }
      return found
    })
    // After the commit, as for one image: a storage failure leaves a file, never a lost row.
    for (const image of images) {
      await deleteStoredImage(getStorage(), image.storage_key).catch((error: unknown) =>
        console.error('Falha ao apagar a imagem do armazenamento', image.storage_key, error),
      )
    }
    return { deleted: images.length }
  },
)
