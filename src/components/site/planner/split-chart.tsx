import type { ChannelSplit } from '@/lib/planner/compute'
import { formatBRL, formatPercent } from '@/lib/planner/format'

export const CHANNEL_LABELS = { search: 'Google Ads (busca)', social: 'Meta Ads (social)' } as const

// Brand (search) and accent (social) tones, darkest for the proven 70%.
const COLORS = {
  search: ['#3f2fc4', '#7c6ff0', '#c3bdfa'],
  social: ['#047857', '#10b981', '#a7f3d0'],
} as const

/**
 * One bar per channel, its length the channel's share, cut into 70-20-10. Plain SVG drawn on
 * the server; the figures are also in the table beside it, so the chart is decorative text-wise.
 */
export function SplitChart({ split }: { split: readonly ChannelSplit[] }) {
  const width = 600
  const rowHeight = 56
  return (
    <figure className="m-0">
      <svg
        viewBox={`0 0 ${width} ${rowHeight * split.length}`}
        className="h-auto w-full"
        role="img"
        aria-label={split
          .map(
            (c) =>
              `${CHANNEL_LABELS[c.channel]}: ${formatPercent(c.share)}, ${formatBRL(c.amount)}`,
          )
          .join('; ')}
        data-split-chart=""
      >
        {split.map((channel, row) => {
          let x = 0
          const y = row * rowHeight
          return (
            <g key={channel.channel}>
              <text x={0} y={y + 16} fontSize={14} fontWeight={600} fill="#0f172a">
                {CHANNEL_LABELS[channel.channel]} · {formatPercent(channel.share)}
              </text>
              <rect x={0} y={y + 24} width={width} height={22} rx={6} fill="#f1f5f9" />
              {channel.allocation.map((part, index) => {
                const w = width * channel.share * part.share
                const rect = (
                  <rect
                    key={part.key}
                    x={x}
                    y={y + 24}
                    width={Math.max(0, w)}
                    height={22}
                    fill={COLORS[channel.channel][index]}
                  />
                )
                x += w
                return rect
              })}
            </g>
          )
        })}
      </svg>
      <figcaption className="mt-2 text-sm text-ink-muted">
        Tons do mais escuro ao mais claro: comprovado (70%), escala (20%) e experimental (10%).
      </figcaption>
    </figure>
  )
}
