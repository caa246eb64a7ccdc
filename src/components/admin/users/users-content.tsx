import { formatShortDate } from '@/lib/dates'
import { getSession } from '@/server/auth/session'
import { getDatabase } from '@/server/db'
import { isTwoFactorRequired } from '@/server/settings/queries'
import { listUsers, pendingConfirmationLinks } from '@/server/users/queries'
import { DeniedMessage } from '../access/denied-message'
import { loadOrDenied } from '../access/load-or-denied'
import { PageHeader } from '../ui/page-header'
import { TwoFactorPolicy } from './two-factor-policy'
import type { UserRow } from './types'
import { UsersTable } from './users-table'

export async function UsersContent() {
  // listUsers checks the admin role first; the setting is only read after it passed.
  const result = await loadOrDenied(async () => {
    const users = await listUsers()
    const [session, required, links] = await Promise.all([
      getSession(),
      isTwoFactorRequired(getDatabase().db),
      pendingConfirmationLinks(users),
    ])
    return { users, session, required, links }
  })
  if (!result.ok) return <DeniedMessage message={result.message} />
  const { users, session, required, links } = result.data
  if (!session) return <DeniedMessage message="Você precisa estar logado" />

  const rows: UserRow[] = users.map((user) => ({
    id: user.id,
    email: user.email,
    role: user.role ?? 'none',
    twoFactorEnabled: user.twoFactorEnabled,
    emailVerified: user.emailVerified,
    confirmationLink: links?.get(user.id) ?? null,
    createdAtIso: user.createdAt.toISOString(),
    createdAtLabel: formatShortDate(user.createdAt),
  }))

  return (
    <>
      <PageHeader
        title="Usuários"
        description="Dê ou retire acesso ao painel. Contas novas entram sem acesso e só recebem um papel depois de confirmar o email."
      />
      <TwoFactorPolicy required={required} adminHasTwoFactor={session.twoFactorEnabled} />
      <UsersTable users={rows} currentUserId={session.user.id} />
    </>
  )
}
