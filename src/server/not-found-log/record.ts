import 'server-only'
import type { IncomingHttpHeaders } from 'node:http'
import { referrerHost } from '@/lib/analytics/sources'
import { describeUserAgent } from '@/lib/analytics/user-agent'
import { normalisePath, splitUrl } from '@/lib/redirects/paths'
import { enqueueNotFound } from './buffer'
import { NOT_FOUND_MAX_PATH_LENGTH } from './types'

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/**
 * A GET on a public route answered 404 (told by src/next-adapter/redirect-gate.mjs): counted
 * by its normalised path, without the query, unless a bot asked. Only the referring site's host
 * is kept, never the full address or anything about the visitor.
 */
export function recordNotFound(url: string, headers: IncomingHttpHeaders): void {
  if (describeUserAgent(first(headers['user-agent'])).bot) return
  const path = normalisePath(splitUrl(url).path)
  enqueueNotFound(
    path.length > NOT_FOUND_MAX_PATH_LENGTH ? null : path,
    referrerHost(first(headers.referer)),
  )
}
