/** One address's 404s seen by this process since the last write. */
export interface PendingNotFound {
  hits: number
  firstMs: number
  lastMs: number
  /** Referring host → hits; '' counts the hosts past REFERRERS_PER_PATH. */
  referrers: Map<string, number>
}

/** Addresses kept in the log; past it, a new address only counts in not_found_overflow. */
export const NOT_FOUND_MAX_PATHS = 10_000
/** Referring hosts kept per address; more are counted together as "outros sites". */
export const REFERRERS_PER_PATH = 8
/** Longest address logged; a longer one is a probe, counted in the overflow only. */
export const NOT_FOUND_MAX_PATH_LENGTH = 500
/** An address not seen for this many days leaves the log (it makes room for new ones). */
export const NOT_FOUND_RETENTION_DAYS = 90
/** The host under which the referrers past REFERRERS_PER_PATH are counted. */
export const OTHER_REFERRERS = ''
