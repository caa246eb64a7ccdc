import { CheckCircle2 } from '@/components/site/icons'
import type { Metadata } from 'next'
import { buttonStyles } from '@/components/ui/button-styles'
import { buildMetadata } from '@/lib/seo/metadata'
import { getEnv } from '@/server/env'

export async function generateMetadata(): Promise<Metadata> {
  return buildMetadata(
    {
      title: 'Obrigado! Recebemos sua solicitação',
      description:
        'Recebemos seu pedido de demonstração do MídiaPlan. Nossa equipe vai entrar em contato em breve.',
      // The spec's robots rule (index, follow) holds for every page; /obrigado is simply left
      // out of the sitemap, since only the form leads here.
      path: '/obrigado',
    },
    getEnv().SITE_URL,
  )
}

export default function ThankYouPage() {
  return (
    <section
      aria-labelledby="obrigado-title"
      data-thank-you=""
      className="bg-surface px-4 py-20 sm:px-6 lg:py-28"
    >
      <div className="mx-auto max-w-2xl rounded-3xl border border-line bg-white px-6 py-12 text-center shadow-sm sm:px-12">
        <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-accent-200 text-accent-700">
          <CheckCircle2 className="size-9" aria-hidden="true" />
        </span>
        <h1
          id="obrigado-title"
          className="mt-6 text-4xl font-extrabold tracking-tight text-ink sm:text-5xl"
        >
          Obrigado!
        </h1>
        <p className="mt-5 text-lg leading-relaxed text-ink">
          Recebemos sua solicitação de demonstração.
        </p>
        <p className="mt-3 leading-relaxed text-ink-muted">
          Nossa equipe vai entrar em contato em breve, pelo email ou WhatsApp que você informou,
          para entender sua operação e mostrar como o AI Planner monta o seu plano de mídia paga.
        </p>
        <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <a href="/" className={buttonStyles({ size: 'lg' })} data-thank-you-home="">
            Voltar para o início
          </a>
          <a href="/blog" className={buttonStyles({ variant: 'secondary', size: 'lg' })}>
            Ler o blog enquanto isso
          </a>
        </div>
      </div>
    </section>
  )
}
