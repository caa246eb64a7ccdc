import 'server-only'
import { getEnv } from '../env'
import type { HeaderReader } from '../request-ip'

/**
 * Browsers always send Origin on a cross-site POST, so a form or fetch from another site is
 * refused. No Origin at all is a same-site navigation or a non-browser client, which carries no
 * visitor's cookies to abuse. The site's own address or the Host the request came in on both
 * count as this site (behind a proxy the public address may differ from the Host).
 */
export function isSameOrigin(request: Request): boolean {
  return isSameOriginHeaders(request.headers)
}

let site: { url: string; origin: string } | null = null

function siteOrigin(): string {
  const url = getEnv().SITE_URL
  if (site?.url !== url) site = { url, origin: new URL(url).origin }
  return site.origin
}

export function isSameOriginHeaders(headers: HeaderReader): boolean {
  const origin = headers.get('origin')
  if (!origin) return true
  try {
    return origin === siteOrigin() || new URL(origin).host === headers.get('host')
  } catch {
    return false
  }
}
