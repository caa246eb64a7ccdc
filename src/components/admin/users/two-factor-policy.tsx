'use client'

import Link from 'next/link'
import { setTwoFactorPolicyAction } from '@/server/users/actions'
import { SettingSwitch } from '../ui/setting-switch'

/** The team-wide "two-factor sign-in required" switch. */
export function TwoFactorPolicy({
  required,
  adminHasTwoFactor,
}: {
  required: boolean
  adminHasTwoFactor: boolean
}) {
  return (
    <SettingSwitch
      id="exigir-duas-etapas"
      title="Segurança da equipe"
      label="Exigir verificação em duas etapas para toda a equipe"
      hint={
        <>
          Quem ainda não ativou só poderá usar a página Minha conta até ativar.
          {adminHasTwoFactor ? null : (
            <>
              {' '}
              Para ligar esta opção, ative antes a verificação na{' '}
              <Link
                href="/admin/conta"
                className="font-semibold text-brand-700 underline underline-offset-2"
              >
                sua conta
              </Link>
              .
            </>
          )}
        </>
      }
      initial={required}
      save={(next) => setTwoFactorPolicyAction({ required: next })}
      saved={{
        on: 'Verificação em duas etapas exigida de toda a equipe',
        off: 'Verificação em duas etapas não é mais exigida',
      }}
      dataName="two-factor-policy"
    />
  )
}
