import Link from 'next/link'
import type { ReactNode } from 'react'
import { mailsLinks, readVerificationClaim } from '@/server/auth/email-verification'
import { getSession } from '@/server/auth/session'
import { getDatabase } from '@/server/db'
import { getEnv } from '@/server/env'
import { ConfirmEmailButton, ConfirmSignIn } from './confirm-email-steps'

function Message({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="space-y-3" data-confirm-state={title}>
      <h2 className="text-lg font-bold text-ink">{title}</h2>
      <div className="space-y-3 text-sm text-ink-muted">{children}</div>
    </div>
  )
}

const linkClass = 'font-semibold text-brand-700 underline underline-offset-2'

/**
 * The link's account must be the one signed in: the person proves the inbox (the link) and
 * the password (the session) together. Then one button confirms, so a mail scanner that opens
 * links confirms nothing.
 */
export async function ConfirmEmailContent({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const { token } = await searchParams
  const claim = typeof token === 'string' ? readVerificationClaim(token) : null
  if (typeof token !== 'string' || !claim) {
    return (
      <Message title="Link inválido">
        <p>
          Este link de confirmação está incompleto. Abra o link{' '}
          {mailsLinks() ? 'do email' : 'que você recebeu'} outra vez, inteiro.
        </p>
        <p>
          <Link href="/admin/login" className={linkClass}>
            Ir para o login
          </Link>
        </p>
      </Message>
    )
  }
  const session = await getSession()
  if (!session) {
    return (
      <div className="space-y-5">
        <p className="text-sm text-ink" data-confirm-state="Entrar">
          Entre com a senha da conta <strong className="break-all">{claim.email}</strong> para
          confirmar o email.
        </p>
        <ConfirmSignIn email={claim.email} siteUrl={getEnv().SITE_URL} />
      </div>
    )
  }
  if (session.user.id !== claim.userId) {
    return (
      <Message title="Outra conta">
        <p>
          Este link confirma <strong className="break-all">{claim.email}</strong>, mas você entrou
          como <strong className="break-all">{session.user.email}</strong>. Saia do painel e abra o
          link de novo com a conta certa.
        </p>
      </Message>
    )
  }
  const user = await getDatabase()
    .db.selectFrom('user')
    .select('emailVerified')
    .where('id', '=', session.user.id)
    .executeTakeFirst()
  if (user?.emailVerified) {
    return (
      <Message title="Email confirmado">
        <p>
          Pronto: <strong className="break-all">{claim.email}</strong> está confirmado. Um
          administrador já pode liberar o seu acesso ao painel.
        </p>
        <p>
          <Link href="/admin" className={linkClass}>
            Ir para o painel
          </Link>
        </p>
      </Message>
    )
  }
  return <ConfirmEmailButton token={token} email={claim.email} mailsLinks={mailsLinks()} />
}
