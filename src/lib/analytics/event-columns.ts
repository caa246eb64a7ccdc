/**
 * analytics_events' columns in the table's order (migration 0018): the writer's compiled INSERT
 * (src/server/analytics/event-insert.ts) and the bench's seeding lay out their values by it.
 */
export const EVENT_COLUMNS = [
  'ts',
  'day',
  'kind',
  'visitor',
  'visit_start',
  'path',
  'post_id',
  'referrer_host',
  'source',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'device',
  'browser',
  'depth',
  'active_seconds',
] as const
