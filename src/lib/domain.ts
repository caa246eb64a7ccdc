/**
 * The domain's closed sets of values. They live below every layer that names them: the
 * database types, the validation schemas, the labels and the admin screens all derive from
 * these lists, so adding a value is one edit that the type checker then walks everywhere.
 */

export const POST_STATUSES = ['draft', 'published', 'archived'] as const
export type PostStatus = (typeof POST_STATUSES)[number]

export const ROLES = ['admin', 'editor'] as const
export type Role = (typeof ROLES)[number]

export const REVISION_KINDS = [
  'save',
  'publish',
  'unpublish',
  'restore',
  'autosave',
  'schedule',
  'scheduled_publish',
  'session',
  'conflict',
  'recovery',
] as const
export type RevisionKind = (typeof REVISION_KINDS)[number]

export const WEBHOOK_STATUSES = ['none', 'pending', 'delivered', 'failed'] as const
export type WebhookStatus = (typeof WEBHOOK_STATUSES)[number]

export const NARRATIVE_SOURCES = ['model', 'fallback'] as const
export type NarrativeSource = (typeof NARRATIVE_SOURCES)[number]
