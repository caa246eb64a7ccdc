import { getAnalyticsDashboard, getLiveVisitors } from '@/server/analytics/queries'
import { getSession } from '@/server/auth/session'
import { DeniedMessage } from '../access/denied-message'
import { loadOrDenied } from '../access/load-or-denied'
import { PageHeader } from '../ui/page-header'
import { ChartSection } from './chart-section'
import { parseDashboardQuery } from './dashboard-query'
import { AnalyticsEmptyState } from './empty-state'
import { FilterChip } from './filter-chip'
import { KpiCards } from './kpi-cards'
import { LiveVisitors } from './live-visitors'
import { PeriodPicker } from './period-picker'
import { CAMPAIGNS_TABLE, DEVICES_TABLE, PAGES_TABLE, POSTS_TABLE, SOURCES_TABLE } from './tables'
import { TopTable } from './top-table'

export const ANALYTICS_DESCRIPTION =
  'Quem visita o site, de onde vem e quais posts trazem leads. Só números: nenhum dado pessoal.'

/** The part of /admin/analises that waits for the database; the state comes from the URL. */
export async function AnalyticsContent({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const { notice, ...query } = parseDashboardQuery(await searchParams)
  const result = await loadOrDenied(() =>
    Promise.all([
      getAnalyticsDashboard({
        period: query.period,
        custom: query.custom ?? undefined,
        filter: query.filter,
      }),
      getLiveVisitors(),
      getSession(),
    ]),
  )
  if (!result.ok) return <DeniedMessage message={result.message} />
  const [data, live, session] = result.data
  const empty = data.kpis.views.current === 0

  return (
    <>
      <PageHeader title="Análises" description={ANALYTICS_DESCRIPTION} />
      {notice ? (
        <p
          role="status"
          data-analytics-notice=""
          className="mb-6 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900"
        >
          {notice}
        </p>
      ) : null}
      <PeriodPicker query={query} period={data.period} />
      {query.filter ? <FilterChip filter={query.filter} data={data} query={query} /> : null}
      <div className="flex flex-col gap-6">
        <KpiCards kpis={data.kpis} live={<LiveVisitors initial={live} />} />
        {empty ? (
          <AnalyticsEmptyState
            filtered={query.filter !== null}
            isAdmin={session?.role === 'admin'}
          />
        ) : (
          <>
            <ChartSection data={data} query={query} />
            <TopTable table={POSTS_TABLE} data={data} query={query} />
            <div className="grid gap-6 xl:grid-cols-2">
              <TopTable table={PAGES_TABLE} data={data} query={query} />
              <TopTable table={SOURCES_TABLE} data={data} query={query} />
              <TopTable table={CAMPAIGNS_TABLE} data={data} query={query} />
              <TopTable table={DEVICES_TABLE} data={data} query={query} />
            </div>
          </>
        )}
      </div>
    </>
  )
}
