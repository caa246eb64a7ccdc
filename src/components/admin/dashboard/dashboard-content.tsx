import { getConsentTotals } from '@/server/consent/queries'
import { getDashboardStats, getRecentPosts } from '@/server/dashboard/queries'
import { listUpcomingSchedules } from '@/server/schedule/queries'
import { DeniedMessage } from '../access/denied-message'
import { UpcomingSchedules } from '../schedule/upcoming-schedules'
import { loadOrDenied } from '../access/load-or-denied'
import { ConsentTotalsCard } from './consent-totals'
import { RecentPosts } from './recent-posts'
import { StatCards } from './stat-cards'

/** The part of the dashboard that waits for the database. */
export async function DashboardContent() {
  const result = await loadOrDenied(() =>
    Promise.all([
      getDashboardStats(),
      getRecentPosts(),
      getConsentTotals(),
      listUpcomingSchedules(),
    ]),
  )
  if (!result.ok) return <DeniedMessage message={result.message} />
  const [stats, posts, consent, upcoming] = result.data
  return (
    <>
      <StatCards stats={stats} />
      <UpcomingSchedules items={upcoming} />
      <RecentPosts posts={posts} />
      <ConsentTotalsCard totals={consent} />
    </>
  )
}
