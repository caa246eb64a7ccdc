import type { Metadata } from 'next'
import { Suspense } from 'react'
import { PlanView, PlanViewLoading } from '@/components/site/planner/plan-view'
import { buildMetadata } from '@/lib/seo/metadata'
import { getEnv } from '@/server/env'

type Props = { params: Promise<{ id: string }> }

/**
 * The same for every plan, so it needs no plan id. The share preview points at the planner;
 * the plan itself is never indexed and has no canonical of its own. (As on every page with
 * request-time content, Next streams these tags after the shell for browsers and puts them in
 * the head for HTML-only bots; React moves them into the head in the browser.)
 */
export async function generateMetadata(): Promise<Metadata> {
  const metadata = buildMetadata(
    {
      title: 'Seu plano de mídia paga',
      description:
        'Plano de mídia paga gerado pelo planejador gratuito do MídiaPlan: viabilidade, resultados projetados e divisão da verba.',
      path: '/planejador',
      noIndex: true,
    },
    getEnv().SITE_URL,
  )
  return { ...metadata, alternates: undefined }
}

/** Per plan, so rendered on request: the frame is static, the plan streams into it. */
export default function PlanPage({ params }: Props) {
  return (
    <Suspense fallback={<PlanViewLoading />}>
      <PlanView params={params} />
    </Suspense>
  )
}
