import type { Metadata } from 'next'
import { ArrowRight } from '@/components/site/icons'
import { buttonStyles } from '@/components/ui/button-styles'

/** Both not-found pages (root and public group): never indexed, links still followed. */
export const notFoundMetadata: Metadata = {
  title: 'Página não encontrada',
  robots: { index: false, follow: true },
}

/** The 404 message and its two ways out; the frame around it comes from whoever renders it. */
export function NotFoundSection() {
  return (
    <section
      aria-labelledby="nao-encontrada-title"
      className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32"
    >
      <p className="font-display text-6xl font-extrabold text-brand-700">404</p>
      <h1
        id="nao-encontrada-title"
        className="mt-4 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl"
      >
        Página não encontrada
      </h1>
      <p className="mt-4 text-lg text-ink-muted">
        O endereço pode ter mudado ou não existe mais. Que tal voltar para o início ou conhecer o
        nosso blog?
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <a href="/" className={buttonStyles({ size: 'lg' })}>
          Voltar para o início
        </a>
        <a href="/blog" className={buttonStyles({ variant: 'secondary', size: 'lg' })}>
          Ir para o blog
          <ArrowRight className="size-5" aria-hidden="true" />
        </a>
      </div>
    </section>
  )
}
