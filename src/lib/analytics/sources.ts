/*
 * Where a visit came from, the way a marketer reads it: a paid click first (its click id says
 * which network paid for it), then the campaign's utm_source, then the referring site, else
 * "Direto". Labels are the ones the dashboard shows.
 */
export const DIRECT_SOURCE = 'Direto'
export const EMAIL_SOURCE = 'E-mail'

export interface Campaign {
  utm_source: string | null
  utm_medium: string | null
  utm_campaign: string | null
  utm_term: string | null
  utm_content: string | null
  /** "Google Ads", "Meta Ads" or "Microsoft Ads" when the address carries that network's click id. */
  paidClick: string | null
}

const CLICK_IDS: readonly [string, string][] = [
  ['gclid', 'Google Ads'],
  ['gbraid', 'Google Ads'],
  ['wbraid', 'Google Ads'],
  ['fbclid', 'Meta Ads'],
  ['msclkid', 'Microsoft Ads'],
]

const UTM_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const

/** Longest UTM value kept: a campaign name, not a payload. */
export const UTM_MAX_LENGTH = 100

function cleanValue(value: string | null): string | null {
  const trimmed = value?.trim().slice(0, UTM_MAX_LENGTH) ?? ''
  return trimmed === '' ? null : trimmed
}

function noCampaign(): Campaign {
  return {
    utm_source: null,
    utm_medium: null,
    utm_campaign: null,
    utm_term: null,
    utm_content: null,
    paidClick: null,
  }
}

/** UTMs and the paid-click marker from a page's query string ("?utm_source=..."). */
export function parseCampaign(search: string): Campaign {
  // Most page views carry no query string: no parser for them (one per page view adds up).
  if (search === '' || search === '?') return noCampaign()
  let params: URLSearchParams
  try {
    params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search)
  } catch {
    params = new URLSearchParams()
  }
  const campaign = noCampaign()
  for (const field of UTM_FIELDS) campaign[field] = cleanValue(params.get(field))
  campaign.paidClick = CLICK_IDS.find(([name]) => cleanValue(params.get(name)))?.[1] ?? null
  return campaign
}

/** The host of a referrer address, lowercased without "www."; null for none or a bad one. */
export function referrerHost(referrer: string | null | undefined): string | null {
  if (!referrer) return null
  try {
    const url = new URL(referrer)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
    return (
      url.hostname
        .toLowerCase()
        .replace(/^www\./, '')
        .slice(0, 253) || null
    )
  } catch {
    return null
  }
}

const HOST_GROUPS: readonly [RegExp, string][] = [
  [
    /(^|\.)(mail\.google\.com|outlook\.(live|office|office365)\.com|mail\.yahoo\.com|webmail\.|mail\.uol\.com\.br|email\.)/,
    EMAIL_SOURCE,
  ],
  [/(^|\.)google\.[a-z.]+$|(^|\.)googlequicksearchbox|^news\.google\./, 'Google'],
  [/(^|\.)bing\.com$/, 'Bing'],
  [/(^|\.)(linkedin\.com|lnkd\.in)$/, 'LinkedIn'],
  [/(^|\.)instagram\.com$/, 'Instagram'],
  [/(^|\.)(facebook\.com|fb\.com|fb\.me)$/, 'Facebook'],
  [/(^|\.)(whatsapp\.com|wa\.me)$/, 'WhatsApp'],
  [/(^|\.)(t\.co|x\.com|twitter\.com)$/, 'X'],
  [/(^|\.)(duckduckgo\.com)$/, 'DuckDuckGo'],
  [/(^|\.)(yahoo\.com)$/, 'Yahoo'],
  [/(^|\.)(youtube\.com|youtu\.be)$/, 'YouTube'],
  [/(^|\.)(chatgpt\.com|openai\.com)$/, 'ChatGPT'],
]

const UTM_SOURCE_GROUPS: readonly [RegExp, string][] = [
  [/^(e-?mail|newsletter|mailchimp|rd ?station|rdstation|hubspot)$/i, EMAIL_SOURCE],
  [/^google$/i, 'Google'],
  [/^bing$/i, 'Bing'],
  [/^(linkedin|lnkd)$/i, 'LinkedIn'],
  [/^(instagram|ig)$/i, 'Instagram'],
  [/^(facebook|fb|meta)$/i, 'Facebook'],
  [/^(whatsapp|wa|zap)$/i, 'WhatsApp'],
  [/^(x|twitter)$/i, 'X'],
  [/^(youtube|yt)$/i, 'YouTube'],
]

export function groupHost(host: string): string {
  return HOST_GROUPS.find(([pattern]) => pattern.test(host))?.[1] ?? host
}

/**
 * The source label of a page view. `siteHost`: this site's own host, whose referrers are a
 * visitor moving between pages, not a source.
 */
export function sourceOf(input: {
  campaign: Campaign
  referrerHost: string | null
  siteHost: string
}): string {
  const { campaign } = input
  if (campaign.paidClick) return campaign.paidClick
  if (campaign.utm_medium && /^e-?mail$/i.test(campaign.utm_medium)) return EMAIL_SOURCE
  if (campaign.utm_source) {
    const grouped = UTM_SOURCE_GROUPS.find(([pattern]) => pattern.test(campaign.utm_source ?? ''))
    return grouped?.[1] ?? campaign.utm_source.toLowerCase()
  }
  const host = input.referrerHost
  if (!host || host === input.siteHost.replace(/^www\./, '')) return DIRECT_SOURCE
  return groupHost(host)
}
