import { NextResponse, type NextRequest } from 'next/server'
import { adminCsp } from '@/lib/security/csp'
import { uploadedImageOrigins } from '@/lib/security/image-origin'
import { ADMIN_INLINE_SCRIPT_HASHES } from '@/lib/security/inline-script-hashes'
import { SHARED_PREVIEW_PATH } from '@/lib/validations/previews'
import { sharedPreviewGate } from '@/server/previews/link-gate'

/**
 * A per-request nonce policy for the admin only. Next reads the nonce from the request's
 * Content-Security-Policy header and puts it on every script it renders per request; the admin
 * is rendered per request anyway (session cookies), so this adds no rendering work. Public pages are prerendered and get a static policy
 * from next.config.ts, so this never runs for them and costs them nothing. The one public path
 * it runs for is a preview's share link, to check the token (and nothing else) before rendering.
 */
export async function proxy(request: NextRequest) {
  // A draft's share link: a dead token gets its pt-BR page with a real 410 or 404 (link-gate.ts).
  if (request.nextUrl.pathname.startsWith(`${SHARED_PREVIEW_PATH}/`)) {
    return sharedPreviewGate(request)
  }
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64')
  const policy = adminCsp({
    dev: process.env.NODE_ENV === 'development',
    nonce,
    imageOrigins: uploadedImageOrigins(process.env),
    inlineScriptHashes: ADMIN_INLINE_SCRIPT_HASHES,
  })
  const requestHeaders = new Headers(request.headers)
  requestHeaders.set('Content-Security-Policy', policy)
  const response = NextResponse.next({ request: { headers: requestHeaders } })
  response.headers.set('Content-Security-Policy', policy)
  return response
}

export const config = {
  // `+`: /pre-visualizacao alone is no link (a plain 404), and needs neither branch.
  matcher: ['/admin', '/admin/:path*', '/pre-visualizacao/:path+'],
}
