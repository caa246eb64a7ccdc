'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { toast } from 'sonner'
import { buttonStyles } from '@/components/ui/button-styles'
import { authClient } from '@/lib/auth-client'
import { authErrorMessage } from '@/lib/auth-errors'
import { cardStyles } from '../ui/styles'
import { PasswordPrompt } from './password-prompt'
import { RecoveryCodes } from './recovery-codes'
import { TwoFactorSetup } from './two-factor-setup'

type Step =
  | { kind: 'idle' }
  | { kind: 'confirm'; action: 'regenerate' | 'disable' }
  | { kind: 'setup'; totpURI: string; backupCodes: string[] }
  | { kind: 'codes'; codes: string[] }

/** Turning two-factor sign-in on (authenticator app), renewing recovery codes, turning it off. */
export function TwoFactorSection({ email, enabled }: { email: string; enabled: boolean }) {
  const router = useRouter()
  const [step, setStep] = useState<Step>({ kind: 'idle' })
  const idle = () => setStep({ kind: 'idle' })

  async function enable(password: string) {
    const { data, error } = await authClient.twoFactor.enable({ password, method: 'totp' })
    if (error || data?.method !== 'totp') {
      toast.error('Não foi possível iniciar a ativação', { description: authErrorMessage(error) })
      return
    }
    setStep({ kind: 'setup', totpURI: data.totpURI, backupCodes: data.backupCodes })
  }

  async function regenerate(password: string) {
    const { data, error } = await authClient.twoFactor.generateBackupCodes({ password })
    if (error || !data) {
      toast.error('Não foi possível gerar novos códigos', { description: authErrorMessage(error) })
      return
    }
    toast.success('Novos códigos gerados', { description: 'Os códigos anteriores não valem mais.' })
    setStep({ kind: 'codes', codes: data.backupCodes })
  }

  async function disable(password: string) {
    const { error } = await authClient.twoFactor.disable({ password })
    if (error) {
      toast.error('Não foi possível desativar', { description: authErrorMessage(error) })
      return
    }
    toast.success('Verificação em duas etapas desativada')
    idle()
    router.refresh()
  }

  return (
    <section aria-labelledby="duas-etapas-title" className={`${cardStyles} p-6`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="duas-etapas-title" className="text-lg font-bold text-ink">
          Verificação em duas etapas
        </h2>
        <span
          data-two-factor-status={enabled ? 'on' : 'off'}
          className={
            enabled
              ? 'rounded-full bg-emerald-100 px-3 py-1 text-sm font-semibold text-emerald-800'
              : 'rounded-full bg-slate-200 px-3 py-1 text-sm font-semibold text-slate-700'
          }
        >
          {enabled ? 'Ativada' : 'Desativada'}
        </span>
      </div>
      <p className="mt-2 text-sm text-ink-muted">
        Além da senha, o login pede um código do seu aplicativo autenticador. Se alguém descobrir a
        sua senha, ainda assim não entra.
      </p>

      {step.kind === 'codes' ? (
        <RecoveryCodes email={email} codes={step.codes} onDone={idle} />
      ) : step.kind === 'setup' ? (
        <TwoFactorSetup
          totpURI={step.totpURI}
          onCancel={idle}
          onVerified={() => {
            setStep({ kind: 'codes', codes: step.backupCodes })
            router.refresh()
          }}
        />
      ) : enabled ? (
        step.kind === 'confirm' ? (
          <PasswordPrompt
            key={step.action}
            submitLabel={step.action === 'disable' ? 'Desativar' : 'Gerar novos códigos'}
            pendingLabel={step.action === 'disable' ? 'Desativando...' : 'Gerando...'}
            destructive={step.action === 'disable'}
            onSubmit={step.action === 'disable' ? disable : regenerate}
            onCancel={idle}
          />
        ) : (
          <div className="mt-4 flex flex-wrap gap-3">
            <button
              type="button"
              onClick={() => setStep({ kind: 'confirm', action: 'regenerate' })}
              className={buttonStyles({ variant: 'secondary', size: 'sm' })}
            >
              Gerar novos códigos de recuperação
            </button>
            <button
              type="button"
              onClick={() => setStep({ kind: 'confirm', action: 'disable' })}
              className="inline-flex h-9 items-center rounded-lg border border-red-300 px-3.5 text-sm font-semibold text-red-700 hover:bg-red-50"
            >
              Desativar
            </button>
          </div>
        )
      ) : (
        <PasswordPrompt submitLabel="Ativar" pendingLabel="Iniciando..." onSubmit={enable} />
      )}
    </section>
  )
}
