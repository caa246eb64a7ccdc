import Link from 'next/link'
import { getPostsAnalytics } from '@/server/analytics/queries'
import { loadOrDenied } from '../access/load-or-denied'
import { dashboardHref, parseDashboardQuery } from './dashboard-query'
import { formatCount } from './format'

/** The editor's sidebar: a published post's views and leads of the last 30 days. */
export async function PostAnalyticsCard({ postId }: { postId: string }) {
  const result = await loadOrDenied(() => getPostsAnalytics([postId]))
  // A refusal is already explained by the editor itself.
  if (!result.ok) return null
  const stats = result.data.get(postId) ?? { views: 0, leads: 0 }
  const href = dashboardHref(parseDashboardQuery({}), {
    filter: { dimension: 'post', value: postId },
  })
  return (
    <section
      aria-labelledby="post-analises-titulo"
      data-post-analytics={`${stats.views}:${stats.leads}`}
      className="space-y-3 border-t border-line pt-5"
    >
      <h2 id="post-analises-titulo" className="text-base font-bold text-ink">
        Últimos 30 dias
      </h2>
      <dl className="grid grid-cols-2 gap-3">
        <div>
          <dt className="text-sm text-ink-muted">Visualizações</dt>
          <dd className="font-display text-2xl font-extrabold text-ink">
            {formatCount(stats.views)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-ink-muted">Leads</dt>
          <dd className="font-display text-2xl font-extrabold text-ink">
            {formatCount(stats.leads)}
          </dd>
        </div>
      </dl>
      <Link href={href} className="inline-block min-h-6 text-sm font-semibold text-brand-700">
        Ver nas Análises
      </Link>
    </section>
  )
}
