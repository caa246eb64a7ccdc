import 'server-only'
import type { AnalyticsEventInput } from '@/lib/validations/analytics'
import { dayOf } from '@/lib/analytics/day'
import { publicPageOf } from '@/lib/analytics/public-paths'
import { parseCampaign, referrerHost, sourceOf } from '@/lib/analytics/sources'
import { describeUserAgent } from '@/lib/analytics/user-agent'
import { getDatabase } from '../db'
import { getEnv } from '../env'
import { clientAddress, type HeaderReader } from '../request-ip'
import { enqueueEvent, registerShutdownFlush } from './buffer'
import { dailySalt, visitorKey } from './salt'
import { isCollectionEnabled } from './settings'

export type CollectOutcome = 'queued' | 'not-counted'

registerShutdownFlush()

/** Why a request is not counted, before its body is even read: bots, GPC, collection off. */
export async function isCountable(headers: HeaderReader): Promise<boolean> {
  if (headers.get('sec-gpc') === '1') return false
  if (describeUserAgent(headers.get('user-agent')).bot) return false
  return isCollectionEnabled(getDatabase().db)
}

let site: { url: string; host: string; hostname: string } | null = null

/** SITE_URL's host (for the visitor key) and hostname without www. (its own referrers). */
function siteOf(url: string) {
  if (site?.url !== url) {
    const parsed = new URL(url)
    site = { url, host: parsed.host, hostname: parsed.hostname.replace(/^www\./, '') }
  }
  return site
}

/** The visitor key of whoever sent `headers`, with the salt of the day `nowMs` falls on. */
export async function visitorOf(headers: HeaderReader, nowMs = Date.now()): Promise<string> {
  const env = getEnv()
  const salt = await dailySalt(getDatabase().db, dayOf(nowMs), nowMs)
  return visitorKey({
    salt,
    site: siteOf(env.SITE_URL).host,
    address: clientAddress(headers, env.TRUSTED_PROXY_HOPS),
    userAgent: headers.get('user-agent') ?? '',
  })
}

/** Turns a valid event into a buffered row; a path that is no public page is not counted. */
export async function collectEvent(
  input: AnalyticsEventInput,
  headers: HeaderReader,
  nowMs = Date.now(),
): Promise<CollectOutcome> {
  const page = publicPageOf(input.p)
  if (!page) return 'not-counted'
  const { device, browser } = describeUserAgent(headers.get('user-agent'))
  const base = {
    ts: nowMs,
    visitor: await visitorOf(headers, nowMs),
    path: page.path,
    slug: page.kind === 'post' ? page.slug : null,
    device,
    browser,
  }
  if (input.t === 'e') {
    enqueueEvent({
      ...base,
      kind: 'engagement',
      referrer_host: null,
      source: '',
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
      utm_term: null,
      utm_content: null,
      depth: input.d,
      active_seconds: input.a,
    })
    return 'queued'
  }
  const campaign = parseCampaign(input.q ?? '')
  const host = referrerHost(input.r)
  const siteHost = siteOf(getEnv().SITE_URL).hostname
  const { paidClick: _paidClick, ...utm } = campaign
  enqueueEvent({
    ...base,
    kind: 'view',
    referrer_host: host === siteHost ? null : host,
    source: sourceOf({ campaign, referrerHost: host, siteHost }),
    ...utm,
    depth: null,
    active_seconds: null,
  })
  return 'queued'
}
