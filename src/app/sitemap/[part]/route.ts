import { connection } from 'next/server'
import { parseSitemapPart } from '@/lib/sitemap-xml'
import { SITEMAP_HEADERS, cachedSitemapDocument } from '@/server/blog/sitemap'

type Context = { params: Promise<{ part: string }> }

/** /sitemap/<n>.xml, a part of the split sitemap; 404 for anything else. */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  await connection()
  const part = parseSitemapPart((await params).part)
  const xml = part === null ? null : await cachedSitemapDocument(part)
  if (xml === null) return new Response('Não encontrado', { status: 404 })
  return new Response(xml, { headers: SITEMAP_HEADERS })
}
