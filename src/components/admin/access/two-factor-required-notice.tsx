import { ShieldCheck } from 'lucide-react'
import Link from 'next/link'
import { buttonStyles } from '@/components/ui/button-styles'

/** Shown instead of every CMS page while the team policy waits for this account's second factor. */
export function TwoFactorRequiredNotice() {
  return (
    <section
      aria-labelledby="dois-fatores-obrigatorio-title"
      data-two-factor-required=""
      className="mx-auto mt-8 max-w-xl rounded-2xl border border-amber-300 bg-amber-50 p-8"
    >
      <ShieldCheck className="size-10 text-amber-800" aria-hidden="true" />
      <h1 id="dois-fatores-obrigatorio-title" className="mt-3 text-2xl font-extrabold text-ink">
        Ative a verificação em duas etapas
      </h1>
      <p className="mt-2 text-ink">
        A verificação em duas etapas é obrigatória para toda a equipe. Ative-a em Minha conta com um
        aplicativo autenticador para voltar a usar o painel.
      </p>
      <Link href="/admin/conta" className={buttonStyles({ className: 'mt-6' })}>
        Ir para Minha conta
      </Link>
    </section>
  )
}
