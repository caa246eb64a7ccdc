import { ShieldAlert } from 'lucide-react'
import Link from 'next/link'
import { SignOutButton } from '../shell/sign-out-button'

/** Full screen for a signed-in account without an editor or admin role. */
export function AccessDenied({ email }: { email: string }) {
  return (
    <main
      id="conteudo"
      className="flex min-h-dvh flex-1 items-center justify-center bg-surface px-4 py-12"
    >
      <section
        aria-labelledby="acesso-negado-title"
        data-access-denied=""
        className="w-full max-w-md rounded-2xl border border-line bg-white p-8 text-center shadow-sm"
      >
        <ShieldAlert className="mx-auto size-12 text-red-700" aria-hidden="true" />
        <h1 id="acesso-negado-title" className="mt-4 text-2xl font-extrabold text-ink">
          Acesso Negado
        </h1>
        <p className="mt-2 text-ink">Você não tem permissão para acessar esta página.</p>
        <p className="mt-4 text-sm text-ink-muted">
          Você entrou como <strong className="font-semibold text-ink">{email}</strong>. Peça a um
          administrador para liberar o seu acesso ao painel.
        </p>
        <div className="mt-6 flex flex-col gap-3">
          <SignOutButton className="w-full border-line text-ink hover:bg-brand-50" />
          <Link
            href="/"
            className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            Voltar ao site
          </Link>
        </div>
      </section>
    </main>
  )
}
