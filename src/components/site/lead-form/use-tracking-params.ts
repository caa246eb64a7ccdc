'use client'

import { useMemo, useSyncExternalStore } from 'react'
import {
  LEAD_LIMITS,
  LEAD_TRACKING_FIELDS,
  type LeadFormValues,
} from '@/lib/validations/lead-fields'

const noSubscription = () => () => {}

/**
 * utm_*, gclid and fbclid from the landing page's address. Read in the browser only, so the
 * page itself stays prerendered (the server snapshot is empty); a visitor without JavaScript
 * sends none.
 */
export function useTrackingParams(): LeadFormValues {
  const search = useSyncExternalStore(
    noSubscription,
    () => window.location.search,
    () => '',
  )
  return useMemo(() => {
    const params = new URLSearchParams(search)
    const found: LeadFormValues = {}
    for (const name of LEAD_TRACKING_FIELDS) {
      const value = params.get(name)?.trim()
      if (value) found[name] = value.slice(0, LEAD_LIMITS.tracking)
    }
    return found
  }, [search])
}
