/**
 * Runs once when the Next.js server starts, before it answers any request.
 */
export async function register(): Promise<void> {
  // Not in the Edge runtime, and not in the build's prerender workers (no server there).
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  // Cache invalidations are loaded before the first page is served: without them, a page
  // cached on disk before a restart would look fresh again. No database, no start.
  const { attachCacheTags } = await import('./server/cache/attach')
  await attachCacheTags()
  // Redirect rules are applied by the custom server before Next renders anything; the table is
  // loaded now and follows every change (src/next-adapter/redirect-gate.mjs). No table, no start.
  const { startRedirects } = await import('./server/redirects/runtime')
  await startRedirects()
  const { startRateLimitPruning } = await import('./server/rate-limit-pruning')
  startRateLimitPruning()
  // Scheduled posts go public from this timer, no external cron; its first sweep publishes what
  // came due while the server was down.
  const { startScheduler } = await import('./server/schedule/scheduler')
  startScheduler()
  // Share images missing or stale (a failed try, a deleted category) are drawn by a sweep.
  const { startShareImageSweep } = await import('./server/share-image/refresh-queue')
  startShareImageSweep()
  // Análises: closed days are rolled up, then expired raw events and daily salts deleted, at
  // boot and every 10 minutes; each day is rolled once however many instances run this.
  const { startAnalyticsMaintenance } = await import('./server/analytics/maintenance')
  startAnalyticsMaintenance()
  // Page views are answered by the custom server before Next's request path, which costs as
  // much CPU as the event itself (src/next-adapter/event-endpoint.mjs).
  const { registerEventEndpoint } = await import('./server/analytics/endpoint')
  registerEventEndpoint()
  try {
    // Failed CRM deliveries are retried by a per-minute sweep; starting it here means a
    // restart resumes the retries at once, not only after the next lead or admin visit.
    const { ensureSweepTimer } = await import('./server/leads/retry-timer')
    ensureSweepTimer()
  } catch (error) {
    // A bad configuration is reported by the first request that needs it; boot goes on.
    console.error('Não foi possível iniciar o reenvio de leads ao webhook', error)
  }
}
