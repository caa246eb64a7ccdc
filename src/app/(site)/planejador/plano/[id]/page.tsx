import type { Metadata } from 'next'
import { Suspense } from 'react'
import { PlanView, PlanViewLoading } from '@/components/site/planner/plan-view'
import { buildMetadata } from '@/lib/seo/metadata'
import { getEnv } from '@/server/env'

type Props = { params: Promise<{ id: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params
  return buildMetadata(
    {
      title: 'Seu plano de mídia paga',
      description:
        'Plano de mídia paga gerado pelo planejador gratuito do MídiaPlan: viabilidade, resultados projetados e divisão da verba.',
      path: `/planejador/plano/${id}`,
      // Each plan is one visitor's: reachable by its link, never listed by search engines.
      noIndex: true,
    },
    getEnv().SITE_URL,
  )
}

/** Per plan, so rendered on request: the frame is static, the plan streams into it. */
export default function PlanPage({ params }: Props) {
  return (
    <Suspense fallback={<PlanViewLoading />}>
      <PlanView params={params} />
    </Suspense>
  )
}
