'use client'

import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'
import type { SeriesPoint } from '@/lib/analytics/dashboard'
import { formatCount } from './format'

export const CHART_HEIGHT = 288

/** The brand's indigo and the accent's green: both pass 3:1 against white (non-text contrast). */
const VISITORS_COLOR = '#3b2fc9'
const VIEWS_COLOR = '#047857'

/**
 * Visitors and views per day (or hour). Loaded on its own, after the numbers: only this admin
 * screen ever downloads the chart library. Its figures are also in the table below it.
 */
export function VisitorsChart({ series }: { series: SeriesPoint[] }) {
  return (
    <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
      <LineChart
        data={series}
        margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
        // No keyboard layer: the chart is hidden from assistive tech, which reads the table.
        accessibilityLayer={false}
      >
        <CartesianGrid stroke="#e2e8f0" vertical={false} />
        <XAxis
          dataKey="label"
          tick={{ fill: '#475569', fontSize: 12 }}
          tickLine={false}
          axisLine={{ stroke: '#cbd5e1' }}
          minTickGap={16}
        />
        <YAxis
          allowDecimals={false}
          tick={{ fill: '#475569', fontSize: 12 }}
          tickLine={false}
          axisLine={false}
          tickFormatter={(value: number) => formatCount(value)}
        />
        <Tooltip
          formatter={(value) => formatCount(Number(value))}
          contentStyle={{ borderRadius: 8, borderColor: '#e2e8f0' }}
        />
        <Legend wrapperStyle={{ fontSize: 14 }} />
        <Line
          type="monotone"
          dataKey="visitors"
          name="Visitantes"
          stroke={VISITORS_COLOR}
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
        <Line
          type="monotone"
          dataKey="views"
          name="Visualizações"
          stroke={VIEWS_COLOR}
          strokeWidth={2}
          strokeDasharray="6 3"
          dot={false}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  )
}
