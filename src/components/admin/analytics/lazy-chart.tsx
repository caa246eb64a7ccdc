'use client'

import dynamic from 'next/dynamic'
import type { SeriesPoint } from '@/lib/analytics/dashboard'

/*
 * The chart library is the heaviest part of the screen: it is fetched after the numbers have
 * painted, in a chunk of its own, into a box of the same height (nothing moves when it lands).
 */
const VisitorsChart = dynamic(() => import('./visitors-chart').then((mod) => mod.VisitorsChart), {
  ssr: false,
  loading: () => <ChartPlaceholder />,
})

function ChartPlaceholder() {
  return <div className="h-72 animate-pulse rounded-xl bg-surface motion-reduce:animate-none" />
}

export function LazyChart({ series, summary }: { series: SeriesPoint[]; summary: string }) {
  return (
    // The SVG is decoration for screen readers: the summary and the table say the same.
    <figure className="h-72 min-w-0" data-analytics-chart="">
      <div aria-hidden="true" className="h-72">
        <VisitorsChart series={series} />
      </div>
      <figcaption className="sr-only">{summary}</figcaption>
    </figure>
  )
}
