import { NextResponse, type NextRequest } from 'next/server'
import { adminCsp } from '@/lib/security/csp'
import { uploadedImageOrigins } from '@/lib/security/image-origin'
import { ADMIN_INLINE_SCRIPT_HASHES } from '@/lib/security/inline-script-hashes'

/**
 * A per-request nonce policy for the admin only. Next reads the nonce from the request's
 * Content-Security-Policy header and puts it on every script it renders per request; the admin
 * is rendered per request anyway (session cookies), so this adds no rendering work. Public pages are prerendered and get a static policy
 * from next.config.ts, so this never runs for them and costs them nothing.
 */
export function proxy(request: NextRequest) {
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
  matcher: ['/admin', '/admin/:path*'],
}
