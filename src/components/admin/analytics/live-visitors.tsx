'use client'

import { useEffect, useState } from 'react'
import { formatCount } from './format'

export const LIVE_ENDPOINT = '/api/analytics/agora'
const POLL_MS = 15_000

/**
 * "Agora": visitors of the last 5 minutes, asked again every 15 s while the tab is visible
 * (a hidden tab asks nothing, and asks at once when shown again). A failed request keeps the
 * last figure: a blip on the network is no reason to show an error in the middle of the numbers.
 */
export function LiveVisitors({ initial }: { initial: number }) {
  const [visitors, setVisitors] = useState(initial)

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    let controller: AbortController | undefined
    const poll = async () => {
      controller?.abort()
      controller = new AbortController()
      try {
        const response = await fetch(LIVE_ENDPOINT, {
          cache: 'no-store',
          signal: controller.signal,
        })
        if (response.ok) {
          const body = (await response.json()) as { visitors?: unknown }
          if (typeof body.visitors === 'number') setVisitors(body.visitors)
        }
      } catch {
        // Aborted or offline: the next round tries again.
      }
      schedule()
    }
    const schedule = () => {
      clearTimeout(timer)
      if (document.visibilityState === 'visible') timer = setTimeout(poll, POLL_MS)
    }
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void poll()
      else clearTimeout(timer)
    }
    schedule()
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      clearTimeout(timer)
      controller?.abort()
      document.removeEventListener('visibilitychange', onVisibility)
    }
  }, [])

  return (
    <div
      data-kpi="live"
      className="min-w-0 rounded-2xl border border-brand-200 bg-brand-50 p-4 shadow-sm"
    >
      <dt className="flex items-center gap-2 text-sm font-medium text-brand-800">
        <span className="relative flex size-2.5" aria-hidden="true">
          <span className="absolute inline-flex size-full animate-ping rounded-full bg-emerald-500 opacity-60 motion-reduce:animate-none" />
          <span className="relative inline-flex size-2.5 rounded-full bg-emerald-600" />
        </span>
        Agora
      </dt>
      <dd className="mt-1">
        <span
          className="block font-display text-2xl font-extrabold text-ink sm:text-3xl"
          data-live-visitors={visitors}
        >
          {formatCount(visitors)}
        </span>
        <span className="mt-1 block text-sm text-ink-muted">
          {visitors === 1 ? 'visitante' : 'visitantes'} nos últimos 5 minutos
        </span>
      </dd>
    </div>
  )
}
