import { COLLECTOR_SCRIPT } from '@/lib/analytics/collector-script'

/**
 * Análises' page-view script, inline so it adds no request and no framework chunk; it runs
 * after the page's load event (src/lib/analytics/collector-script.ts).
 */
export function AnalyticsBeacon() {
  // A constant of ours, nothing from a visitor or an editor.
  return <script data-analytics="" dangerouslySetInnerHTML={{ __html: COLLECTOR_SCRIPT }} />
}
