import type { CSSProperties } from 'react'
import type { Projection } from '@/lib/planner/compute'
import { formatCount } from '@/lib/planner/format'

interface RangeChartProps {
  low: Projection
  expected: Projection
  high: Projection
  desiredLeads: number
}

/** A label at x% of the chart, kept inside it near the edges. */
function labelAt(x: number): CSSProperties {
  if (x < 15) return { left: `${x}%` }
  if (x > 85) return { right: `${100 - x}%` }
  return { left: `${x}%`, transform: 'translateX(-50%)' }
}

/**
 * Leads per month on one axis: the band from the low to the high scenario, the expected
 * value as a dot and the visitor's goal as a dashed line, so the gap is seen at a glance. The
 * shapes are SVG in percentages of the width (nothing is scaled); the labels are page text, so
 * they keep their size on a phone (a scaled SVG drew them at 6-8 px at 360 px).
 */
export function RangeChart({ low, expected, high, desiredLeads }: RangeChartProps) {
  const max = Math.max(high.leads, desiredLeads, 1) * 1.1
  const at = (value: number) => 4 + (92 * value) / max
  const goal = at(desiredLeads)
  return (
    <figure className="m-0" data-range-chart="">
      <figcaption className="sr-only">
        Leads por mês: de {formatCount(low.leads)} a {formatCount(high.leads)}, esperado{' '}
        {formatCount(expected.leads)}; meta {formatCount(desiredLeads)}
      </figcaption>
      <div aria-hidden="true" className="relative h-24">
        <p
          className="absolute top-0 text-sm font-bold whitespace-nowrap text-ink"
          style={labelAt(at(expected.leads))}
          data-chart-label=""
        >
          {formatCount(expected.leads)} esperados
        </p>
        <svg className="absolute inset-x-0 top-6 h-11 w-full overflow-visible">
          <line x1="4%" x2="96%" y1="22" y2="22" stroke="#cbd5e1" strokeWidth={2} />
          <rect
            x={`${at(low.leads)}%`}
            y="12"
            width={`${Math.max(0.7, at(high.leads) - at(low.leads))}%`}
            height="20"
            rx="10"
            fill="#c3bdfa"
          />
          <circle cx={`${at(expected.leads)}%`} cy="22" r="9" fill="#3f2fc4" />
          <line
            x1={`${goal}%`}
            x2={`${goal}%`}
            y1="4"
            y2="40"
            stroke="#b91c1c"
            strokeWidth={2}
            strokeDasharray="4 3"
          />
        </svg>
        {goal >= 20 ? (
          <p className="absolute bottom-0 left-[4%] text-xs text-ink-muted" data-chart-label="">
            0
          </p>
        ) : null}
        <p
          className="absolute bottom-0 text-sm whitespace-nowrap text-red-700"
          style={labelAt(goal)}
          data-chart-label=""
        >
          Meta: {formatCount(desiredLeads)}
        </p>
      </div>
    </figure>
  )
}
