import type { Projection } from '@/lib/planner/compute'
import { formatCount } from '@/lib/planner/format'

interface RangeChartProps {
  low: Projection
  expected: Projection
  high: Projection
  desiredLeads: number
}

/**
 * Leads per month on one axis: the band from the low to the high scenario, the expected
 * value as a dot and the visitor's goal as a dashed line, so the gap is seen at a glance.
 */
export function RangeChart({ low, expected, high, desiredLeads }: RangeChartProps) {
  const width = 600
  const pad = 24
  const max = Math.max(high.leads, desiredLeads, 1) * 1.1
  const at = (value: number) => pad + ((width - 2 * pad) * value) / max
  const goalX = at(desiredLeads)
  return (
    <svg
      viewBox={`0 0 ${width} 110`}
      className="h-auto w-full"
      role="img"
      aria-label={`Leads por mês: de ${formatCount(low.leads)} a ${formatCount(high.leads)}, esperado ${formatCount(expected.leads)}; meta ${formatCount(desiredLeads)}`}
      data-range-chart=""
    >
      <line x1={pad} x2={width - pad} y1={60} y2={60} stroke="#cbd5e1" strokeWidth={2} />
      <rect
        x={at(low.leads)}
        y={50}
        width={Math.max(4, at(high.leads) - at(low.leads))}
        height={20}
        rx={10}
        fill="#c3bdfa"
      />
      <circle cx={at(expected.leads)} cy={60} r={9} fill="#3f2fc4" />
      <text
        x={at(expected.leads)}
        y={34}
        textAnchor="middle"
        fontSize={14}
        fontWeight={700}
        fill="#0f172a"
      >
        {formatCount(expected.leads)} esperados
      </text>
      <line
        x1={goalX}
        x2={goalX}
        y1={44}
        y2={80}
        stroke="#b91c1c"
        strokeWidth={2}
        strokeDasharray="4 3"
      />
      <text x={goalX} y={98} textAnchor="middle" fontSize={13} fill="#b91c1c">
        Meta: {formatCount(desiredLeads)}
      </text>
      <text x={pad} y={98} fontSize={12} fill="#475569">
        0
      </text>
    </svg>
  )
}
