import type { RedirectMatch, RedirectStatus } from '@/lib/redirects/types'
import type { AdminRedirect } from '@/server/redirects/queries'

/** A rule as the screen's client parts receive it (dates already written out). */
export type RedirectRow = Omit<AdminRedirect, 'lastHitAt' | 'createdAt'> & {
  lastHitLabel: string | null
  lastHitIso: string | null
}

/** What the form starts from: a rule to edit, or a new one (maybe with its old address). */
export interface RedirectDraft {
  id: string | null
  source: string
  target: string
  status: RedirectStatus
  match: RedirectMatch
}

export const EMPTY_DRAFT: RedirectDraft = {
  id: null,
  source: '',
  target: '',
  status: 301,
  match: 'exact',
}
