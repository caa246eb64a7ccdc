import 'server-only'
import { cacheLife, cacheTag } from 'next/cache'
import type { Kysely } from 'kysely'
import type { ResponsiveImageMap } from '@/lib/responsive-images'
import { bodyImageSources } from '@/lib/validations/post-images'
import { getDatabase } from '../db'
import type { Database } from '../db/types'
import { parseWidths } from './library-store'

/**
 * Tag of every page that printed a srcset from the library: `npm run media:variants` expires it
 * after writing variants, so articles pick them up without a deploy.
 */
export const MEDIA_VARIANTS_TAG = 'media:variants'

/** The stored images among these addresses, with their sizes and variant widths. */
export async function responsiveImages(
  db: Kysely<Database>,
  urls: readonly string[],
): Promise<ResponsiveImageMap> {
  const wanted = [...new Set(urls)].filter(Boolean)
  if (wanted.length === 0) return {}
  const rows = await db
    .selectFrom('media_images')
    .select(['url', 'width', 'height', 'variant_widths'])
    .where('url', 'in', wanted)
    .execute()
  const map: Record<string, { width: number; height: number; widths: number[] }> = {}
  for (const row of rows) {
    map[row.url] = {
      width: Number(row.width),
      height: Number(row.height),
      widths: parseWidths(row.variant_widths),
    }
  }
  return map
}

/** The addresses of a post's body images (the body as saved: sanitized), as a stable key. */
export function bodyImageUrls(content: string): string[] {
  return bodyImageSources(content).sort()
}

/** The same, cached with the page (articles are static pages). */
export async function getCachedResponsiveImages(urls: string[]): Promise<ResponsiveImageMap> {
  'use cache'
  cacheLife('max')
  cacheTag(MEDIA_VARIANTS_TAG)
  return responsiveImages(getDatabase().db, urls)
}
