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
import { isCollectionEnabled, knownCollectionSetting } from './settings'

export type CollectOutcome = 'queued' | 'not-counted'

registerShutdownFlush()

/** Bots and Global Privacy Control: never counted, whatever the setting. */
function isRefusedClient(headers: HeaderReader): boolean {
  return headers.get('sec-gpc') === '1' || describeUserAgent(headers.get('user-agent')).bot
}

/** Why a request is not counted, before its body is even read: bots, GPC, collection off. */
export async function isCountable(headers: HeaderReader): Promise<boolean> {
  if (isRefusedClient(headers)) return false
  return isCollectionEnabled(getDatabase().db)
}

/** isCountable without waiting: null when the collection setting is not in memory. */
export function countableNow(headers: HeaderReader, nowMs = Date.now()): boolean | null {
  if (isRefusedClient(headers)) return false
  return knownCollectionSetting(nowMs)
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
  const salt = await dailySalt(getDatabase().db, dayOf(nowMs), nowMs)
  const env = getEnv()
  return keyOf(headers, salt, clientAddress(headers, env.TRUSTED_PROXY_HOPS))
}

function keyOf(headers: HeaderReader, salt: string, address: string): string {
  const userAgent = headers.get('user-agent') ?? ''
  return visitorKey({ salt, site: siteOf(getEnv().SITE_URL).host, address, userAgent })
}

/** Turns a valid event into a buffered row; a path that is no public page is not counted. */
export async function collectEvent(
  input: AnalyticsEventInput,
  headers: HeaderReader,
  nowMs = Date.now(),
): Promise<CollectOutcome> {
  const salt = await dailySalt(getDatabase().db, dayOf(nowMs), nowMs)
  const address = clientAddress(headers, getEnv().TRUSTED_PROXY_HOPS)
  return collectWithSalt(input, { headers, salt, address }, nowMs)
}

/**
 * collectEvent once the day's salt is known, without a promise: the endpoint runs this for
 * every page view, and each promise costs it Next's async-context bookkeeping besides.
 * `address`: the client's, as clientAddress reads it from `headers`.
 */
export function collectWithSalt(
  input: AnalyticsEventInput,
  client: { headers: HeaderReader; salt: string; address: string },
  nowMs = Date.now(),
): CollectOutcome {
  const page = publicPageOf(input.p)
  if (!page) return 'not-counted'
  const { headers } = client
  const { device, browser } = describeUserAgent(headers.get('user-agent'))
  const visitor = keyOf(headers, client.salt, client.address)
  const slug = page.kind === 'post' ? page.slug : null
  const view = input.t === 'v'
  const campaign = view ? parseCampaign(input.q ?? '') : null
  const host = view ? referrerHost(input.r) : null
  const siteHost = siteOf(getEnv().SITE_URL).hostname
  // One literal with every column (no spreads): the same shape for every event of the buffer.
  enqueueEvent({
    ts: nowMs,
    visitor,
    path: page.path,
    slug,
    device,
    browser,
    kind: view ? 'view' : 'engagement',
    referrer_host: host === siteHost ? null : host,
    source: campaign ? sourceOf({ campaign, referrerHost: host, siteHost }) : '',
    utm_source: campaign?.utm_source ?? null,
    utm_medium: campaign?.utm_medium ?? null,
    utm_campaign: campaign?.utm_campaign ?? null,
    utm_term: campaign?.utm_term ?? null,
    utm_content: campaign?.utm_content ?? null,
    depth: view ? null : input.d,
    active_seconds: view ? null : input.a,
  })
  return 'queued'
}
