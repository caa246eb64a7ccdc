import type { PostAnalytics } from '@/lib/analytics/dashboard'
import { formatCount } from './format'

/** "30 dias: 1.234 visualizações · 2 leads", for a published post in the list and the editor. */
export function postAnalyticsText({ views, leads }: PostAnalytics): string {
  const viewWord = views === 1 ? 'visualização' : 'visualizações'
  const leadWord = leads === 1 ? 'lead' : 'leads'
  return `30 dias: ${formatCount(views)} ${viewWord} · ${formatCount(leads)} ${leadWord}`
}

export function PostAnalyticsNote({
  stats,
  className,
}: {
  stats: PostAnalytics
  className?: string
}) {
  return (
    <span data-post-analytics={`${stats.views}:${stats.leads}`} className={className}>
      {postAnalyticsText(stats)}
    </span>
  )
}
