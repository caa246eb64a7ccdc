import type { Metadata } from 'next'
import { CheckList } from '@/components/site/landing/check-list'
import { PlannerForm } from '@/components/site/planner/planner-form'
import { buildMetadata } from '@/lib/seo/metadata'
import { getEnv } from '@/server/env'

export async function generateMetadata(): Promise<Metadata> {
  return buildMetadata(
    {
      title: 'Planejador de mídia paga grátis: plano em menos de 5 minutos',
      description:
        'Informe ticket médio, verba e meta de leads e receba grátis a viabilidade, os resultados projetados e a divisão da verba entre Google Ads e Meta Ads.',
      path: '/planejador',
      keywords: [
        'planejador de mídia',
        'plano de mídia grátis',
        'custo por lead',
        'Google Ads',
        'Meta Ads',
      ],
    },
    getEnv().SITE_URL,
  )
}

/** Static shell: the form is the only client island and it needs no data. */
export default function PlannerPage() {
  return (
    <section aria-labelledby="planejador-title" className="bg-surface py-14 lg:py-20">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 sm:px-6 lg:grid-cols-[0.85fr_1.15fr] lg:px-8">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            Planejador gratuito
          </p>
          <h1
            id="planejador-title"
            className="mt-3 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl"
          >
            Seu plano de mídia paga em menos de 5 minutos
          </h1>
          <p className="mt-4 text-lg leading-relaxed text-ink-muted">
            Responda seis perguntas rápidas sobre o seu negócio. Na hora, você recebe um plano com
            análise de viabilidade, resultados projetados e a divisão da verba entre Google Ads e
            Meta Ads.
          </p>
          <CheckList
            className="mt-8"
            items={[
              'Veredito de viabilidade com o motivo e o que ajustar',
              'Projeção de cliques, leads, vendas e ROI em três cenários',
              'Verba dividida entre busca e social, com a regra 70-20-10',
              'Link permanente para compartilhar e versão para PDF',
            ]}
          />
          <p className="mt-8 text-sm text-ink-muted">
            Grátis e sem cadastro. Os números são estimativas baseadas em médias de mercado do seu
            segmento, e você pode ajustar cada premissa no resultado.
          </p>
        </div>
        <PlannerForm />
      </div>
    </section>
  )
}
