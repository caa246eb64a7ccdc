import 'server-only'
import { createHmac } from 'node:crypto'
import { budgetRangeLabel } from '@/lib/validations/lead-fields'
import type { Lead } from '../db/types'
import { getEnv } from '../env'
import { absoluteUrl, leadPlanUrl } from './csv'
import { visitPostIds } from './lead-posts'
import type { LeadPostRef, LeadVisitPosts } from './types'

export interface WebhookTarget {
  url: string
  /** Signs each body (HMAC-SHA256) so the receiver can tell it came from us. */
  secret?: string
}

/**
 * How far from its own clock a receiver should accept a signed timestamp (README, Leads): long
 * enough for clock drift and a slow network, short enough that a captured request cannot be
 * replayed later.
 */
export const SIGNATURE_TOLERANCE_SECONDS = 300

/**
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`: the timestamp is signed with the
 * body, so a receiver that checks it against its clock refuses a replayed request.
 */
export function webhookSignature(secret: string, body: string, nowMs = Date.now()): string {
  const t = Math.floor(nowMs / 1000)
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')
  return `t=${t},v1=${v1}`
}

export interface DeliveryOptions {
  timeoutMs: number
  /** Pauses between the quick tries of one run: one more try than pauses. */
  backoffMs: readonly number[]
}

/** A post as the CRM gets it: `url` is its public address, null once it is not published. */
function postPayload(
  post: Pick<LeadPostRef, 'id' | 'path'> & { title: string | null },
  siteUrl: string,
) {
  return { id: post.id, title: post.title, url: post.path ? absoluteUrl(post.path, siteUrl) : null }
}

/** The visit that brought the lead (null when none was found, or collection was off). */
function visitPayload(lead: Lead & Partial<LeadVisitPosts>, siteUrl: string) {
  if (lead.visit_landing_path === null) return null
  return {
    landingPath: lead.visit_landing_path,
    source: lead.visit_source,
    referrerHost: lead.visit_referrer_host,
    utm: {
      source: lead.visit_utm_source,
      medium: lead.visit_utm_medium,
      campaign: lead.visit_utm_campaign,
      term: lead.visit_utm_term,
      content: lead.visit_utm_content,
    },
    /** Posts read in the visit, in the order they were last read: the lead's post last. */
    posts: (
      lead.visitPosts ??
      visitPostIds(lead.visit_post_ids).map((id) => ({ id, title: null, path: null }))
    ).map((post) => postPayload(post, siteUrl)),
  }
}

/**
 * The JSON a CRM receives: stable English keys, phone also in E.164. `visitPosts`/`leadPost`
 * give the posts' titles and addresses; without them only their ids are known.
 */
export function leadPayload(lead: Lead & Partial<LeadVisitPosts>, siteUrl = '') {
  const leadPost =
    lead.leadPost ?? (lead.lead_post_id ? { id: lead.lead_post_id, title: null, path: null } : null)
  return {
    event: 'lead.created',
    id: lead.id,
    createdAt: lead.created_at.toISOString(),
    source: lead.source,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    phoneE164: `+55${lead.phone}`,
    company: lead.company,
    role: lead.job_title,
    budgetRange: lead.budget_range,
    budgetRangeLabel: lead.budget_range ? budgetRangeLabel(lead.budget_range) : null,
    message: lead.message,
    consentLgpd: lead.consent_lgpd,
    utm: {
      source: lead.utm_source,
      medium: lead.utm_medium,
      campaign: lead.utm_campaign,
      term: lead.utm_term,
      content: lead.utm_content,
    },
    gclid: lead.gclid,
    fbclid: lead.fbclid,
    planId: lead.plan_id,
    planUrl: lead.plan_id ? leadPlanUrl(lead.plan_id, siteUrl) : null,
    visit: visitPayload(lead, siteUrl),
    leadPost: leadPost ? postPayload(leadPost, siteUrl) : null,
  }
}

function describeFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof DOMException && error.name === 'TimeoutError') {
    return `Sem resposta em ${(timeoutMs / 1000).toLocaleString('pt-BR')} s`
  }
  const cause = (error as { cause?: { code?: string; message?: string } } | null)?.cause
  const detail = cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : '')
  return `Falha de conexão${detail ? `: ${detail}` : ''}`
}

/** One POST; null on a 2xx answer, else what went wrong. */
async function postOnce(
  target: WebhookTarget,
  body: string,
  leadId: string,
  timeoutMs: number,
): Promise<string | null> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'user-agent': 'MidiaPlan-Leads/1.0',
    // Retries resend the same lead: the receiver can drop duplicates by this key.
    'idempotency-key': leadId,
  }
  // Signed at each try, so a retry carries a fresh timestamp.
  if (target.secret) headers['x-midiaplan-signature'] = webhookSignature(target.secret, body)
  try {
    const response = await fetch(target.url, {
      method: 'POST',
      headers,
      body,
      // A redirect would turn the POST into a GET elsewhere: count it as a failure instead.
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    })
    await response.body?.cancel().catch(() => {})
    return response.ok ? null : `HTTP ${response.status}`
  } catch (error) {
    return describeFailure(error, timeoutMs)
  }
}

/** Tries, pausing between tries as the options say; null once one succeeds. */
export async function postLead(
  target: WebhookTarget,
  lead: Lead & Partial<LeadVisitPosts>,
  options: DeliveryOptions,
): Promise<string | null> {
  const body = JSON.stringify(leadPayload(lead, getEnv().SITE_URL))
  for (let attempt = 0; ; attempt++) {
    const failure = await postOnce(target, body, lead.id, options.timeoutMs)
    if (!failure) return null
    const pause = options.backoffMs[attempt]
    if (pause === undefined) return failure
    await new Promise((resolve) => setTimeout(resolve, pause))
  }
}
