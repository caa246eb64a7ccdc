import 'server-only'
import { sql } from 'kysely'
import { chosenDisplayName } from '@/lib/author-name'
import { escapeLike, normalizeSearchText } from '@/lib/text'
import { MEDIA_PAGE_SIZE } from '@/lib/validations/media'
import { requireRole } from '../auth/session'
import { getDatabase } from '../db'
import { findImageUsages, imageIdOf, parseWidths, type ImageUsage } from './library-store'
import { unusedGraceStart, unusedImage } from './unused'

export interface MediaItem {
  id: string
  url: string
  fileName: string
  alt: string
  width: number
  height: number
  bytes: number
  variantWidths: number[]
  createdAt: Date
  /**
   * The uploader's display name, or their e-mail while they have none; null for an upload
   * older than the library or a deleted user.
   */
  uploadedBy: string | null
  usages: ImageUsage[]
}

export interface MediaPage {
  items: MediaItem[]
  total: number
  page: number
  totalPages: number
}

/**
 * The media library, newest first, searched by file name and alt text (accent- and
 * case-insensitive), optionally only the images no post uses, one page at a time with the
 * posts using each image. Editors and admins.
 */
export async function listMedia(
  options: { search?: string; page?: number; unusedOnly?: boolean } = {},
) {
  await requireRole('editor')
  const { db } = getDatabase()
  let base = db.selectFrom('media_images as m')
  const search = options.search ? normalizeSearchText(options.search) : ''
  if (search) {
    const pattern = `%${escapeLike(search)}%`
    base = base.where(sql<boolean>`${sql.ref('m.search_text')} like ${pattern} escape '\\'`)
  }
  if (options.unusedOnly) base = base.where(unusedImage())
  const counted = await base.select((eb) => eb.fn.countAll<number | string>().as('n')).execute()
  const total = Number(counted[0]?.n ?? 0)
  const totalPages = Math.max(1, Math.ceil(total / MEDIA_PAGE_SIZE))
  const page = Math.min(Math.max(1, Math.floor(options.page ?? 1)), totalPages)
  const rows = await base
    .leftJoin('user as u', 'u.id', 'm.uploaded_by')
    .select([
      'm.id',
      'm.url',
      'm.storage_key',
      'm.file_name',
      'm.alt_text',
      'm.width',
      'm.height',
      'm.bytes',
      'm.variant_widths',
      'm.created_at',
      'u.email as uploader_email',
      'u.name as uploader_name',
    ])
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc')
    .limit(MEDIA_PAGE_SIZE)
    .offset((page - 1) * MEDIA_PAGE_SIZE)
    .execute()
  const ids = rows.map((row) => imageIdOf(row.storage_key)).filter((id) => id !== null)
  const usages = await findImageUsages(db, ids)
  const items: MediaItem[] = rows.map((row) => ({
    id: row.id,
    url: row.url,
    fileName: row.file_name,
    alt: row.alt_text,
    width: Number(row.width),
    height: Number(row.height),
    bytes: Number(row.bytes),
    variantWidths: parseWidths(row.variant_widths),
    createdAt: new Date(row.created_at),
    uploadedBy: row.uploader_email
      ? (chosenDisplayName({ name: row.uploader_name, email: row.uploader_email }) ??
        row.uploader_email)
      : null,
    usages: usages.get(imageIdOf(row.storage_key) ?? '') ?? [],
  }))
  return { items, total, page, totalPages } satisfies MediaPage
}

export interface UnusedMediaSummary {
  /** Images no post uses, in the whole library. */
  total: number
  /** Those "Deletar não usadas" takes: all but the ones sent within the grace period. */
  deletable: number
}

/** How many images no post uses, for the Mídia screen's filter and cleanup. Editors and admins. */
export async function getUnusedMediaSummary(): Promise<UnusedMediaSummary> {
  await requireRole('editor')
  const { db } = getDatabase()
  const graceStart = unusedGraceStart()
  const row = await db
    .selectFrom('media_images as m')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('total'),
      eb.fn
        .count<number | string>(eb.case().when('m.created_at', '<', graceStart).then(1).end())
        .as('deletable'),
    ])
    .where(unusedImage())
    .executeTakeFirst()
  return { total: Number(row?.total ?? 0), deletable: Number(row?.deletable ?? 0) }
}
