import { ShieldAlert } from 'lucide-react'
import { chosenDisplayName } from '@/lib/author-name'
import { ROLE_LABELS } from '@/lib/validations/users'
import { getAdminAccess, requireRole } from '@/server/auth/session'
import { DeniedMessage } from '../access/denied-message'
import { loadOrDenied } from '../access/load-or-denied'
import { PageHeader } from '../ui/page-header'
import { ChangePasswordForm } from './change-password-form'
import { DisplayNameForm } from './display-name-form'
import { TwoFactorSection } from './two-factor-section'

/** Open to every staff account, even one the two-factor policy is still waiting on. */
export async function AccountContent() {
  const result = await loadOrDenied(async () => {
    const session = await requireRole('editor', { allowWithoutTwoFactor: true })
    const access = await getAdminAccess()
    return { session, twoFactorPending: access.state === 'two_factor_required' }
  })
  if (!result.ok) return <DeniedMessage message={result.message} />
  const { session, twoFactorPending } = result.data

  return (
    <>
      <PageHeader
        title="Minha conta"
        description={`${session.user.email} · ${ROLE_LABELS[session.role ?? 'none']}`}
      />
      {twoFactorPending ? (
        <div
          role="note"
          data-two-factor-required=""
          className="mb-6 flex max-w-3xl gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-ink"
        >
          <ShieldAlert className="size-5 shrink-0 text-amber-800" aria-hidden="true" />
          <p>
            A verificação em duas etapas é obrigatória para toda a equipe. Ative-a abaixo para
            voltar a usar o painel.
          </p>
        </div>
      ) : null}
      <div className="grid max-w-3xl gap-6">
        {/* Saving it is a CMS write, which waits for two-factor like the rest of the panel. */}
        {twoFactorPending ? null : (
          <DisplayNameForm
            email={session.user.email}
            initialName={chosenDisplayName(session.user) ?? ''}
          />
        )}
        <TwoFactorSection email={session.user.email} enabled={session.twoFactorEnabled} />
        <ChangePasswordForm />
      </div>
    </>
  )
}
