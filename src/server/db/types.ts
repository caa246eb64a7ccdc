import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely'
import type { NarrativeSource, PostStatus, RevisionKind, Role, WebhookStatus } from '@/lib/domain'
import type { ImportSource } from '@/lib/import/types'
import type { RedirectMatch, RedirectOrigin, RedirectStatus } from '@/lib/redirects/types'
import type {
  ImportItemKind,
  ImportMediaMode,
  ImportPhase,
  ImportRunStatus,
  ImportVia,
} from '@/lib/validations/import'

// The domain's value sets live in the lib layer; they stay importable from here too.
export {
  NARRATIVE_SOURCES,
  POST_STATUSES,
  REVISION_KINDS,
  ROLES,
  WEBHOOK_STATUSES,
  type NarrativeSource,
  type PostStatus,
  type RevisionKind,
  type Role,
  type WebhookStatus,
} from '@/lib/domain'

/**
 * The one Database type for both dialects. Timestamps are `Date` and flags are `boolean`
 * on SQLite too: the SQLite plugin in `sqlite-types-plugin.ts` converts them by column name,
 * so every column that holds a timestamp ends in `_at`/`At` and every flag is listed in
 * BOOLEAN_COLUMNS below.
 */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>
type RequiredTimestamp = ColumnType<Date, Date | string, Date | string>
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>
type Flag = ColumnType<boolean, boolean | undefined, boolean>

export const BOOLEAN_COLUMNS: ReadonlySet<string> = new Set([
  'featured',
  'emailVerified',
  'twoFactorEnabled',
  'verified',
  'essential',
  'analytics',
  'marketing',
  'consent_lgpd',
  'dry_run',
])

// Better Auth's own tables keep its camelCase column names.
export interface UserTable {
  id: string
  name: string
  email: string
  emailVerified: Flag
  image: string | null
  twoFactorEnabled: ColumnType<boolean | null, boolean | undefined, boolean>
  createdAt: Timestamp
  updatedAt: Timestamp
}

export interface SessionTable {
  id: string
  expiresAt: RequiredTimestamp
  token: string
  createdAt: Timestamp
  updatedAt: Timestamp
  ipAddress: string | null
  userAgent: string | null
  userId: string
}

export interface AccountTable {
  id: string
  accountId: string
  providerId: string
  userId: string
  accessToken: string | null
  refreshToken: string | null
  idToken: string | null
  accessTokenExpiresAt: NullableTimestamp
  refreshTokenExpiresAt: NullableTimestamp
  scope: string | null
  password: string | null
  createdAt: Timestamp
  updatedAt: Timestamp
}

export interface VerificationTable {
  id: string
  identifier: string
  value: string
  expiresAt: RequiredTimestamp
  createdAt: Timestamp
  updatedAt: Timestamp
}

export interface TwoFactorTable {
  id: string
  secret: string
  backupCodes: string
  userId: string
  verified: ColumnType<boolean | null, boolean | undefined, boolean>
  failedVerificationCount: ColumnType<number | null, number | undefined, number>
  lockedUntil: NullableTimestamp
}

export interface AuditLogTable {
  id: string
  actor_id: string | null
  actor_email: string | null
  /** e.g. auth.sign_in, auth.sign_in_failed, user.role_changed, post.published, post.deleted */
  action: string
  target_type: string | null
  target_id: string | null
  target_label: string | null
  /** JSON text with the specifics of the change. */
  details: string | null
  ip: string | null
  created_at: Timestamp
}

export interface UserRoleTable {
  user_id: string
  role: Role
  created_at: Timestamp
}

export interface CategoryTable {
  id: string
  name: string
  slug: string
  description: string | null
  created_at: Timestamp
  updated_at: Timestamp
}

export interface PostTable {
  id: string
  title: string
  /** Lowercase, accent-free title: what "Buscar posts..." matches on both databases. */
  search_title: string
  slug: string
  description: string | null
  content: string
  cover_image: string | null
  category_id: string | null
  status: ColumnType<PostStatus, PostStatus | undefined, PostStatus>
  featured: Flag
  published_at: NullableTimestamp
  author_id: string | null
  author_name: string | null
  /** Whole minutes at 200 words per minute, at least 1. */
  reading_time: number
  /** Bumped on every admin save; a save carrying an older number is refused (optimistic lock). */
  version: ColumnType<number, number | undefined, number>
  /** A draft due to go public at this time ("Agendado"); null otherwise. */
  scheduled_at: NullableTimestamp
  created_at: Timestamp
  updated_at: Timestamp
  /** The generated share image (0013): URL, storage key, and the title and category it shows. */
  share_image_url: ColumnType<string | null, string | null | undefined, string | null>
  share_image_key: ColumnType<string | null, string | null | undefined, string | null>
  share_image_title: ColumnType<string | null, string | null | undefined, string | null>
  share_image_category: ColumnType<string | null, string | null | undefined, string | null>
  /** What it was drawn from (0015): the cover's address, '' for the title card; null: redraw. */
  share_image_source: ColumnType<string | null, string | null | undefined, string | null>
  /** The checklist's "Palavra-chave principal"; null: none. */
  focus_keyword: string | null
  /** The cover's alternative text (0015); null: none, readers get the title instead. */
  cover_alt: ColumnType<string | null, string | null | undefined, string | null>
}

/** A published post's edits that readers do not see yet ("Atualizar" publishes them). */
export interface PostWorkingCopyTable {
  post_id: string
  title: string
  slug: string
  description: string | null
  content: string
  cover_image: string | null
  category_id: string | null
  /** JSON array of strings. */
  tags: ColumnType<string, string | undefined, string>
  featured: Flag
  /** The working copy replaces the public version at this time (a scheduled update). */
  scheduled_at: NullableTimestamp
  updated_by: string | null
  updated_at: Timestamp
  /** The checklist's "Palavra-chave principal"; null: none. */
  focus_keyword: string | null
  /** The cover's alternative text (0015); null: none, readers get the title instead. */
  cover_alt: ColumnType<string | null, string | null | undefined, string | null>
}

export interface PostRevisionTable {
  id: string
  post_id: string
  kind: RevisionKind
  title: string
  slug: string
  description: string | null
  content: string
  cover_image: string | null
  category_id: string | null
  /** JSON array of strings. */
  tags: ColumnType<string, string | undefined, string>
  featured: Flag
  status: PostStatus
  scheduled_at: NullableTimestamp
  author_id: string | null
  author_name: string | null
  /** Who made this revision (the person who saved, or null for the scheduler). */
  actor_id: string | null
  actor_name: string | null
  /** The editor tab an autosave came from: autosaves fold only within one tab's session. */
  edit_session: string | null
  /** The checklist's "Palavra-chave principal"; null: none. */
  focus_keyword: string | null
  /** The cover's alternative text (0015); null: none, readers get the title instead. */
  cover_alt: ColumnType<string | null, string | null | undefined, string | null>
  created_at: Timestamp
  /** A folded autosave revision moves this forward; otherwise equal to created_at. */
  updated_at: Timestamp
}

export interface PreviewTokenTable {
  /** SHA-256 (hex) of the token in the link; the token itself is never stored. */
  token_hash: string
  post_id: string
  created_by: string | null
  created_at: Timestamp
  expires_at: RequiredTimestamp
  revoked_at: NullableTimestamp
}

/** An uploaded image in the media library (migrations/0012-media-library.ts). */
export interface MediaImageTable {
  id: string
  /** `blog-images/<32 hex>.webp`; its variants are `<32 hex>-w<width>.webp` beside it. */
  storage_key: string
  url: string
  file_name: string
  alt_text: ColumnType<string, string | undefined, string>
  search_text: ColumnType<string, string | undefined, string>
  width: number
  height: number
  bytes: number
  /** JSON array of stored variant widths. */
  variant_widths: ColumnType<string, string | undefined, string>
  uploaded_by: string | null
  created_at: Timestamp
  updated_at: Timestamp
}

export interface PostTagTable {
  post_id: string
  tag: string
}

export interface LeadTable {
  id: string
  name: string
  email: string
  phone: string
  company: string
  job_title: string | null
  budget_range: string | null
  message: string | null
  consent_lgpd: Flag
  utm_source: string | null
  utm_medium: string | null
  utm_campaign: string | null
  utm_term: string | null
  utm_content: string | null
  gclid: string | null
  fbclid: string | null
  landing_path: string | null
  /** The landing whose form sent it (LeadSource); null only for rows older than 0004. */
  source: string | null
  /** Lowercase, accent-free name, email and company: what the admin search matches. */
  search_text: ColumnType<string, string | undefined, string>
  /**
   * none: no webhook configured when it arrived; pending: queued (next_attempt_at is the
   * claim's expiry while a delivery runs); delivered; failed: the last run failed and
   * next_attempt_at says when the retry sweep tries again.
   */
  webhook_status: ColumnType<WebhookStatus, WebhookStatus | undefined, WebhookStatus>
  /** Delivery runs so far (each run makes up to a few quick tries). */
  webhook_attempts: ColumnType<number, number | undefined, number>
  webhook_last_error: string | null
  webhook_next_attempt_at: NullableTimestamp
  webhook_delivered_at: NullableTimestamp
  /** The free plan the lead asked a specialist about (0006); null for the landings' forms. */
  plan_id: ColumnType<string | null, string | null | undefined, string | null>
  /** The visit that brought the lead (0018; null: no counted visit, or collection off). */
  visit_landing_path: OptionalText
  visit_source: OptionalText
  visit_referrer_host: OptionalText
  visit_utm_source: OptionalText
  visit_utm_medium: OptionalText
  visit_utm_campaign: OptionalText
  visit_utm_term: OptionalText
  visit_utm_content: OptionalText
  /** JSON array of the ids of the posts read in that visit before the form, in order. */
  visit_post_ids: OptionalText
  /** "Post que gerou o lead": the last post read in that visit before the form. */
  lead_post_id: OptionalText
  created_at: Timestamp
}

type OptionalText = ColumnType<string | null, string | null | undefined, string | null>

export type AnalyticsEventKind = 'view' | 'engagement'

/** One page view or one article's engagement (migrations/0018-analytics.ts). */
export interface AnalyticsEventTable {
  /** Epoch milliseconds. */
  ts: number
  /** The São Paulo calendar day, YYYY-MM-DD. */
  day: string
  kind: AnalyticsEventKind
  /** Hash of (that day's salt, site, address, User-Agent): no address is ever stored. */
  visitor: string
  /** 1 when this event opened a visit (no event of the visitor in the 30 min before). */
  visit_start: ColumnType<number, number | undefined, number>
  path: string
  post_id: string | null
  referrer_host: string | null
  /** The marketer's source label: Google, LinkedIn, "Google Ads", Direto, or the host. */
  source: string
  utm_source: string | null
  utm_medium: string | null
  utm_campaign: string | null
  utm_term: string | null
  utm_content: string | null
  device: string
  browser: string
  /** Engagement only: deepest 25/50/75/100 % of the article body reached. */
  depth: number | null
  active_seconds: number | null
}

export interface AnalyticsSaltTable {
  day: string
  salt: string
  created_ms: number
}

export type AnalyticsDimension =
  'total' | 'page' | 'post' | 'source' | 'campaign' | 'device' | 'browser'

/** A closed day's figures for one value of one dimension ('total' has the value ''). */
export interface AnalyticsDailyTable {
  day: string
  dimension: AnalyticsDimension
  value: string
  views: number
  visitors: number
  /** Visits that began with this value (for pages: entries; for sources: visits it brought). */
  visits: number
  /** Engagement events (articles read), their depth sum and those ≥ 75 %. */
  reads: number
  depth_sum: number
  complete_reads: number
  active_seconds: number
}

export interface AnalyticsHourlyTable {
  hour_ms: number
  day: string
  views: number
  visitors: number
  visits: number
}

export interface AnalyticsRollupDayTable {
  day: string
  rolled_ms: number
  events: number
}

export interface AnalyticsOverflowTable {
  day: string
  events: number
}

/** One rule of the redirect manager (migrations/0019-redirects.ts). */
export interface RedirectTable {
  id: string
  /** Normalised: see src/lib/redirects/paths.ts. May carry a normalised query (`/?p=12`). */
  source_path: string
  match: RedirectMatch
  /** A path of this site or an absolute http(s) URL; '' for 410. */
  target: ColumnType<string, string | undefined, string>
  status: RedirectStatus
  origin: RedirectOrigin
  hits: ColumnType<number, number | undefined, number>
  last_hit_at: NullableTimestamp
  created_at: Timestamp
  updated_at: Timestamp
  created_by: string | null
  /**
   * The post whose slug change made the rule (migrations/0021): deleted with it, and left out
   * of the served table while the post is not published.
   */
  post_id: ColumnType<string | null, string | null | undefined, string | null>
  /** The category whose slug change made the rule: deleted with it. */
  category_id: ColumnType<string | null, string | null | undefined, string | null>
}

/** A public address that answered 404 (bounded by src/server/not-found-log). */
export interface NotFoundPathTable {
  path: string
  hits: number
  first_seen_at: RequiredTimestamp
  last_seen_at: RequiredTimestamp
}

/** The hosts that linked to a 404 address, a few per address. */
export interface NotFoundReferrerTable {
  path: string
  host: string
  hits: number
}

/** 404s not logged by path because the log was full, per São Paulo day. */
export interface NotFoundOverflowTable {
  day: string
  hits: number
}

/** What one thing of an old blog became here (migrations/0020-imports.ts). */
export interface ImportItemTable {
  source: ImportSource
  /** The old site's address ('' when the export does not say it). */
  source_site: string
  kind: ImportItemKind
  /** The old id (WordPress post id, Ghost id), a term's slug, or an image's old address. */
  source_id: string
  /** The post, category or media image id here; a tag's name. */
  target_id: string
  /** Hash of the old post as last written; null for everything but posts. */
  content_hash: string | null
  updated_at: Timestamp
}

/** One import or dry run and, once it ends, its report (migrations/0020-imports.ts). */
export interface ImportRunTable {
  id: string
  file_name: string
  /** Null until the file was recognised. */
  source: ImportSource | null
  media_mode: ImportMediaMode
  dry_run: Flag
  status: ImportRunStatus
  phase: ImportPhase
  /** Posts read so far, and how many the file holds (when its index says). */
  processed: ColumnType<number, number | undefined, number>
  total: number | null
  /** 0-100, from the share of the file read. */
  progress: ColumnType<number, number | undefined, number>
  /** JSON: the report's counts so far. */
  counts: string | null
  /** JSON: the whole report, once the run ended. */
  report: string | null
  /** pt-BR: why the run failed. */
  error: string | null
  via: ImportVia
  actor_id: string | null
  started_at: Timestamp
  updated_at: Timestamp
  ended_at: NullableTimestamp
}

export interface PlanTable {
  /** Random and unguessable (the shared link is the only key to a plan). */
  id: string
  product: string
  segment: string
  /** PlanInputs as JSON. */
  inputs: string
  /** PlanAssumptions as JSON: the numbers the plan was computed with. */
  assumptions: string
  verdict: string
  narrative: string | null
  narrative_source: NarrativeSource | null
  created_at: Timestamp
}

export interface ConsentRecordTable {
  id: string
  anonymous_id: string
  essential: Flag
  analytics: Flag
  marketing: Flag
  policy_version: string
  action: string
  user_agent_hash: string | null
  created_at: Timestamp
}

export interface RateLimitBucketTable {
  key: string
  count: number
  /** Epoch milliseconds when the window ends. */
  reset_ms: number
}

/** Epoch milliseconds; see migrations/0007-cache-tags.ts. */
export interface CacheTagExpirationTable {
  tag: string
  expired_ms: number
  stale_ms: number
  changed_ms: number
}

export interface AppSettingTable {
  key: string
  value: string
  updated_at: Timestamp
}

export interface Database {
  user: UserTable
  session: SessionTable
  account: AccountTable
  verification: VerificationTable
  twoFactor: TwoFactorTable
  audit_log: AuditLogTable
  user_roles: UserRoleTable
  blog_categories: CategoryTable
  blog_posts: PostTable
  blog_tags: PostTagTable
  leads: LeadTable
  plans: PlanTable
  consent_records: ConsentRecordTable
  rate_limit_buckets: RateLimitBucketTable
  app_settings: AppSettingTable
  cache_tag_expirations: CacheTagExpirationTable
  post_working_copies: PostWorkingCopyTable
  post_revisions: PostRevisionTable
  preview_tokens: PreviewTokenTable
  media_images: MediaImageTable
  analytics_events: AnalyticsEventTable
  analytics_salts: AnalyticsSaltTable
  analytics_daily: AnalyticsDailyTable
  analytics_hourly: AnalyticsHourlyTable
  analytics_rollup_days: AnalyticsRollupDayTable
  analytics_overflow: AnalyticsOverflowTable
  redirects: RedirectTable
  not_found_paths: NotFoundPathTable
  not_found_referrers: NotFoundReferrerTable
  not_found_overflow: NotFoundOverflowTable
  import_items: ImportItemTable
  import_runs: ImportRunTable
}

export type Category = Selectable<CategoryTable>
export type NewCategory = Insertable<CategoryTable>
export type CategoryUpdate = Updateable<CategoryTable>
export type PostRow = Selectable<PostTable>
export type NewPost = Insertable<PostTable>
export type PostUpdate = Updateable<PostTable>
export type Lead = Selectable<LeadTable>
export type PlanRow = Selectable<PlanTable>
export type ConsentRecord = Selectable<ConsentRecordTable>
export type AuditLogEntry = Selectable<AuditLogTable>
