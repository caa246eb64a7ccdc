'use client'

import { useRouter } from 'next/navigation'
import { useState, useTransition } from 'react'
import { toast } from 'sonner'
import { buttonStyles } from '@/components/ui/button-styles'
import { confirmEmailAction, resendOwnVerificationAction } from '@/server/auth/email-actions'
import { SignInForm } from './sign-in-form'
import { TwoFactorForm } from './two-factor-form'

/** Signs in right here; the page then shows the confirm button for that account. */
export function ConfirmSignIn({ email: linkEmail, siteUrl }: { email: string; siteUrl: string }) {
  const router = useRouter()
  const [email, setEmail] = useState(linkEmail)
  const [twoFactor, setTwoFactor] = useState(false)
  const done = () => router.refresh()
  if (twoFactor) return <TwoFactorForm onVerified={done} onBack={() => setTwoFactor(false)} />
  return (
    <SignInForm
      siteUrl={siteUrl}
      email={email}
      onEmailChange={setEmail}
      autoFocusField="password"
      onSignedIn={done}
      onTwoFactor={() => setTwoFactor(true)}
    />
  )
}

const MESSAGES = {
  invalid: 'Este link não vale mais (a conta foi criada de novo ou o link foi alterado).',
  'other-account': 'Este link é de outra conta.',
} as const

// Without a mail server nothing can be sent from here: the admin has the account's link.
const EXPIRED = {
  mailed: 'Este link expirou. Envie um novo link para o seu email.',
  unmailed: 'Este link expirou. Peça um novo link a um administrador.',
} as const

export function ConfirmEmailButton({
  token,
  email,
  mailsLinks,
}: {
  token: string
  email: string
  /** Whether this site sends email (SMTP_URL); otherwise new links come from an admin. */
  mailsLinks: boolean
}) {
  const router = useRouter()
  const [pending, startTransition] = useTransition()
  const [problem, setProblem] = useState<string | null>(null)

  function confirm() {
    startTransition(async () => {
      const result = await confirmEmailAction(token)
      if (!result.ok) return setProblem(result.error)
      if (result.data.outcome === 'confirmed') {
        toast.success('Email confirmado')
        return router.refresh()
      }
      const { outcome } = result.data
      if (outcome === 'expired') return setProblem(EXPIRED[mailsLinks ? 'mailed' : 'unmailed'])
      setProblem(MESSAGES[outcome])
    })
  }

  function resend() {
    startTransition(async () => {
      const result = await resendOwnVerificationAction()
      if (!result.ok) return void toast.error(result.error)
      toast.success('Link enviado', { description: `Abra o email enviado para ${email}.` })
    })
  }

  return (
    <div className="space-y-4">
      <p className="text-sm text-ink">
        Confirme que <strong className="break-all">{email}</strong> é o seu email.
      </p>
      {problem ? (
        <p role="alert" data-confirm-problem="" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      ) : null}
      <button
        type="button"
        onClick={confirm}
        disabled={pending}
        className={buttonStyles({ className: 'w-full' })}
      >
        {pending ? 'Confirmando...' : 'Confirmar email'}
      </button>
      {problem && mailsLinks ? (
        <button
          type="button"
          onClick={resend}
          disabled={pending}
          className={buttonStyles({ variant: 'secondary', className: 'w-full' })}
        >
          Enviar novo link
        </button>
      ) : null}
    </div>
  )
}
