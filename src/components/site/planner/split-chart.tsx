import type { ChannelSplit } from '@/lib/planner/compute'
import { formatPercent } from '@/lib/planner/format'

export const CHANNEL_LABELS = { search: 'Google Ads (busca)', social: 'Meta Ads (social)' } as const

// Brand (search) and accent (social) tones, darkest for the proven 70%.
const COLORS = {
  search: ['#3f2fc4', '#7c6ff0', '#c3bdfa'],
  social: ['#047857', '#10b981', '#a7f3d0'],
} as const

/**
 * One bar per channel, its length the channel's share, cut into 70-20-10. The bars are SVG in
 * percentages of the width and the labels page text, so both keep their size on a phone; the
 * amounts are in the lists beside it.
 */
export function SplitChart({ split }: { split: readonly ChannelSplit[] }) {
  return (
    <figure className="m-0" data-split-chart="">
      <div className="space-y-3">
        {split.map((channel) => {
          let x = 0
          return (
            <div key={channel.channel}>
              <p className="text-sm font-semibold text-ink" data-chart-label="">
                {CHANNEL_LABELS[channel.channel]} · {formatPercent(channel.share)}
              </p>
              <svg aria-hidden="true" className="mt-1 block h-[22px] w-full">
                <rect width="100%" height="22" rx="6" fill="#f1f5f9" />
                {channel.allocation.map((part, index) => {
                  const width = Math.max(0, 100 * channel.share * part.share)
                  const rect = (
                    <rect
                      key={part.key}
                      x={`${x}%`}
                      width={`${width}%`}
                      height="22"
                      fill={COLORS[channel.channel][index]}
                    />
                  )
                  x += width
                  return rect
                })}
              </svg>
            </div>
          )
        })}
      </div>
      <figcaption className="mt-2 text-sm text-ink-muted">
        Tons do mais escuro ao mais claro: comprovado (70%), escala (20%) e experimental (10%).
      </figcaption>
    </figure>
  )
}
