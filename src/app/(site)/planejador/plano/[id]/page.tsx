import type { Metadata } from 'next'
import { Suspense } from 'react'
import { PLAN_READY_ID, PlanView, PlanViewLoading } from '@/components/site/planner/plan-view'
import { buildMetadata } from '@/lib/seo/metadata'
import { getEnv } from '@/server/env'

type Props = { params: Promise<{ id: string }> }

/**
 * The same for every plan, so it needs no plan id and is part of the prerendered shell (head,
 * not streamed into the body, where search tools miss the description). The plan itself is
 * never indexed and has no canonical or og:url of its own: Next resolves either against the
 * request's pathname, which a shell shared by every plan id cannot know, and then streams the
 * whole metadata after the shell. A shared plan link previews with this title and description.
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
  return {
    ...metadata,
    alternates: undefined,
    openGraph: { ...metadata.openGraph, url: undefined },
  }
}

/**
 * Per plan, so rendered on request: the frame is static, the plan streams into it a few
 * milliseconds later. The expect link asks the browser (Chrome 124+) not to paint before the
 * plan's markup has arrived, so the first paint shows the plan instead of "Carregando o
 * plano...", then the plan some 300 ms later (React spaces out streamed reveals). Others, and a
 * plan that does not exist, just paint when they can.
 */
export default function PlanPage({ params }: Props) {
  return (
    <>
      <link rel="expect" href={`#${PLAN_READY_ID}`} blocking="render" />
      <Suspense fallback={<PlanViewLoading />}>
        <PlanView params={params} />
      </Suspense>
    </>
  )
}
