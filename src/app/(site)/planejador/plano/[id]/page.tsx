import type { Metadata } from 'next'
import { PlanView } from '@/components/site/planner/plan-view'
import { buildMetadata } from '@/lib/seo/metadata'
import { getEnv } from '@/server/env'

type Props = { params: Promise<{ id: string }> }

/**
 * The same for every plan, so it needs no plan id and is rendered into the head (not streamed
 * into the body, where search tools miss the description). The plan itself is never indexed
 * and has no canonical or og:url of its own: Next resolves either against the request's
 * pathname and then streams the whole metadata after the page. A shared plan link previews with
 * this title and description.
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
 * Rendered on request, in one piece, so the plan is in the HTML itself: no Suspense boundary
 * around it, which would put it in a hidden block that only JavaScript reveals (a browser
 * without JavaScript saw "Carregando o plano..." forever). Finding the plan is one indexed
 * read, so the whole page is ready in about the time the streamed plan used to follow the
 * shell, and the first paint shows the plan with no render-blocking trick. Only the first view
 * of a new plan with the model configured still streams its strategy text (plan-view.tsx).
 * `instant = false`: a per-plan page has no static shell to validate, on purpose.
 */
export const instant = false

export default function PlanPage({ params }: Props) {
  return <PlanView params={params} />
}
