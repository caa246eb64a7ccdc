/**
 * Runs once when the Next.js server starts. Failed CRM deliveries are retried by a per-minute
 * sweep in the server process; starting it here means a restart resumes the retries at once,
 * not only after the next lead or admin visit.
 */
export async function register(): Promise<void> {
  // Not in the Edge runtime, and not in the build's prerender workers (no server there).
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const { startRateLimitPruning } = await import('./server/rate-limit-pruning')
  startRateLimitPruning()
  try {
    const { ensureSweepTimer } = await import('./server/leads/background')
    ensureSweepTimer()
  } catch (error) {
    // A bad configuration is reported by the first request that needs it; boot goes on.
    console.error('Não foi possível iniciar o reenvio de leads ao webhook', error)
  }
}
