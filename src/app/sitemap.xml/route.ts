import { connection } from 'next/server'
import { SITEMAP_HEADERS, cachedSitemapDocument } from '@/server/blog/sitemap'

/*
 * Served at request time from the cache (expired by the CMS through its tags), so a publish
 * shows up at once; `connection()` keeps it out of the build, which may see another database
 * or none. Past 5,000 addresses this is a sitemap index (src/lib/sitemap-xml.ts).
 */
export async function GET(): Promise<Response> {
  await connection()
  return new Response(await cachedSitemapDocument(null), { headers: SITEMAP_HEADERS })
}
