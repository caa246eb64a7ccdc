import type { Metadata } from 'next'
import { Suspense } from 'react'
import { PlanView, PlanViewLoading } from '@/components/site/planner/plan-view'

type Props = { params: Promise<{ id: string }> }

/**
 * The same for every plan, so a static object: Next streams generateMetadata's tags after the
 * shell on a page with request-time content (in the body, where the HTML checker and
 * Lighthouse's SEO audit miss them); static metadata goes in the head. The plan itself is
 * never indexed and has no canonical of its own.
 */
export const metadata: Metadata = {
  title: 'Seu plano de mídia paga',
  description:
    'Plano de mídia paga gerado pelo planejador gratuito do MídiaPlan: viabilidade, resultados projetados e divisão da verba.',
  robots: { index: false, follow: true },
  alternates: { canonical: null },
  openGraph: { url: '/planejador' },
}

/** Per plan, so rendered on request: the frame is static, the plan streams into it. */
export default function PlanPage({ params }: Props) {
  return (
    <Suspense fallback={<PlanViewLoading />}>
      <PlanView params={params} />
    </Suspense>
  )
}
