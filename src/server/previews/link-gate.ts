import 'server-only'
import { NextResponse, type NextRequest } from 'next/server'
import { SHARED_PREVIEW_PATH } from '@/lib/validations/previews'
import { PREVIEW_NO_INDEX, SHARE_LINK_NO_REFERRER } from '@/lib/security/headers'
import { getDatabase } from '../db'
import { GONE_STATUS, gonePageHtml } from './gone-page'
import { lookupPreviewLink } from './links'

/** Nothing but inline styles, the site's font and same-origin images: no script at all. */
const GONE_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; font-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

/**
 * Runs in src/proxy.ts for /pre-visualizacao/<token>, before the page renders: a revoked or
 * expired link answers 410 and an unknown one 404, each with its pt-BR page (gone-page.ts). One
 * indexed read; a live link goes on to the page, which reads it again.
 */
export async function sharedPreviewGate(request: NextRequest): Promise<NextResponse> {
  // Not decoded: a token is base64url, so anything escaped or deeper is no token (unknown).
  const token = request.nextUrl.pathname.slice(SHARED_PREVIEW_PATH.length + 1)
  const link = await lookupPreviewLink(getDatabase().db, token)
  if (link.state === 'active') return NextResponse.next()
  return new NextResponse(gonePageHtml(link.state), {
    status: GONE_STATUS[link.state],
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'private, no-store',
      'Content-Security-Policy': GONE_PAGE_CSP,
      [PREVIEW_NO_INDEX.key]: PREVIEW_NO_INDEX.value,
      [SHARE_LINK_NO_REFERRER.key]: SHARE_LINK_NO_REFERRER.value,
    },
  })
}
