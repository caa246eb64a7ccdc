import { FileCheck2, FilePen, Files, type LucideIcon } from 'lucide-react'
import type { DashboardStats } from '@/server/dashboard/queries'
import { cardStyles } from '../ui/styles'

const CARDS: { key: keyof DashboardStats; label: string; icon: LucideIcon; tone: string }[] = [
  { key: 'total', label: 'Total de Posts', icon: Files, tone: 'bg-brand-50 text-brand-700' },
  {
    key: 'published',
    label: 'Publicados',
    icon: FileCheck2,
    tone: 'bg-emerald-50 text-emerald-700',
  },
  { key: 'drafts', label: 'Rascunhos', icon: FilePen, tone: 'bg-amber-50 text-amber-800' },
]

export function StatCards({ stats }: { stats: DashboardStats }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      {CARDS.map(({ key, label, icon: Icon, tone }) => (
        <div key={key} data-stat={key} className={`${cardStyles} p-5`}>
          <dt className="flex items-center justify-between gap-3 text-sm font-medium text-ink-muted">
            {label}
            <span className={`inline-flex size-10 items-center justify-center rounded-xl ${tone}`}>
              <Icon className="size-5" aria-hidden="true" />
            </span>
          </dt>
          <dd className="mt-2 font-display text-3xl font-extrabold text-ink">{stats[key]}</dd>
        </div>
      ))}
    </dl>
  )
}
