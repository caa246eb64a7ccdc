import 'server-only'
import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../db/types'

export const AUDIT_ACTIONS = {
  signIn: 'auth.sign_in',
  signInFailed: 'auth.sign_in_failed',
  twoFactorFailed: 'auth.two_factor_failed',
  twoFactorEnabled: 'auth.two_factor_enabled',
  twoFactorDisabled: 'auth.two_factor_disabled',
  backupCodesRegenerated: 'auth.backup_codes_regenerated',
  passwordChanged: 'auth.password_changed',
  roleChanged: 'user.role_changed',
  settingChanged: 'settings.changed',
  postPublished: 'post.published',
  postDeleted: 'post.deleted',
  leadsExported: 'leads.exported',
  analyticsExported: 'analytics.exported',
  // Every other admin write (tests/integration/audit-coverage.test.ts checks each action).
  postCreated: 'post.created',
  postUpdated: 'post.updated',
  postUnpublished: 'post.unpublished',
  // One per autosave revision: the editor's saves while typing fold into it for 10 minutes.
  postAutosaved: 'post.autosaved',
  postRevisionRestored: 'post.revision_restored',
  categoryCreated: 'category.created',
  categoryUpdated: 'category.updated',
  categoryDeleted: 'category.deleted',
  displayNameChanged: 'user.name_changed',
  verificationResent: 'user.verification_resent',
  // Scheduled publishing: the editor's schedule and cancel; the scheduler (no actor).
  postScheduled: 'post.scheduled',
  postScheduleCanceled: 'post.schedule_canceled',
  postScheduledPublished: 'post.scheduled_published',
  /** The scheduler did not publish: a required item of the publishing checklist failed. */
  postScheduledRefused: 'post.scheduled_refused',
  previewLinkCreated: 'post.preview_link_created',
  previewLinkRevoked: 'post.preview_link_revoked',
  // The media library.
  mediaUploaded: 'media.uploaded',
  mediaAltChanged: 'media.alt_changed',
  mediaDeleted: 'media.deleted',
  // The redirect manager (admins).
  redirectCreated: 'redirect.created',
  redirectUpdated: 'redirect.updated',
  redirectDeleted: 'redirect.deleted',
  redirectsImported: 'redirects.imported',
  redirectsExported: 'redirects.exported',
  // The importer of WordPress and Ghost exports (admins, the screen or the command line).
  importStarted: 'import.started',
  importFinished: 'import.finished',
  importSimulated: 'import.simulated',
} as const

export type AuditAction = (typeof AUDIT_ACTIONS)[keyof typeof AUDIT_ACTIONS]

export interface AuditEntryInput {
  action: AuditAction
  actor?: { id: string; email: string } | null
  target?: { type: string; id?: string | null; label?: string | null }
  details?: Record<string, unknown>
  ip?: string | null
}

/** Appends one entry to the audit log (who, what, when). Callers inside a transaction pass the trx. */
export async function recordAudit(db: Kysely<Database>, entry: AuditEntryInput): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      id: randomUUID(),
      actor_id: entry.actor?.id ?? null,
      actor_email: entry.actor?.email ?? null,
      action: entry.action,
      target_type: entry.target?.type ?? null,
      target_id: entry.target?.id ?? null,
      target_label: entry.target?.label ?? null,
      details: entry.details ? JSON.stringify(entry.details) : null,
      ip: entry.ip ?? null,
    })
    .execute()
}
