import 'server-only'

/**
 * "Has a schedule", written as a range rather than IS NOT NULL: SQLite without statistics
 * only uses the scheduled_at index for a range, and scans every post (bodies included) for
 * IS NOT NULL. Every schedule is later than this.
 */
export const HAS_SCHEDULE = new Date(0)
