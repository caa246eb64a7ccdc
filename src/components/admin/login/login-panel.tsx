'use client'

import { useRouter } from 'next/navigation'
import { Tabs } from 'radix-ui'
import { useState } from 'react'
import { SignInForm } from './sign-in-form'
import { SignUpForm } from './sign-up-form'
import { TwoFactorForm } from './two-factor-form'
import { WrongAddressNotice } from './wrong-address'

type Tab = 'login' | 'signup'
type Step = 'credentials' | 'two-factor'

const TAB_CLASS =
  'h-10 flex-1 rounded-md text-sm font-semibold text-ink-muted transition-colors hover:text-ink data-[state=active]:bg-white data-[state=active]:text-brand-700 data-[state=active]:shadow-sm motion-reduce:transition-none'

/**
 * The sign-in screen once the server knows nobody is signed in: Login and Criar Conta tabs,
 * then the authenticator step for accounts that have one.
 */
export function LoginPanel({
  siteUrl,
  mailsLinks,
}: {
  siteUrl: string
  /** Whether confirmation links go out by email (SMTP_URL) or only to the server log. */
  mailsLinks: boolean
}) {
  const router = useRouter()
  const [step, setStep] = useState<Step>('credentials')
  const [tab, setTab] = useState<Tab>('login')
  // Lifted so a new account and the "Voltar" from the second step keep the email filled in.
  const [email, setEmail] = useState('')
  // Focus follows the screen's own changes, never a tab the visitor moved to with the keyboard.
  const [focusField, setFocusField] = useState<'email' | 'password' | null>('email')
  // The address a confirmation link was just sent to (sign-up), said on the Login tab.
  const [linkSentTo, setLinkSentTo] = useState<string | null>(null)

  // replace, not push: Back must not return to a login form for someone now signed in.
  const enterAdmin = () => router.replace('/admin')

  if (step === 'two-factor') {
    return (
      <TwoFactorForm
        onVerified={enterAdmin}
        onBack={() => {
          setFocusField('password')
          setStep('credentials')
        }}
      />
    )
  }

  return (
    <Tabs.Root
      value={tab}
      onValueChange={(value) => {
        setFocusField(null)
        setTab(value === 'signup' ? 'signup' : 'login')
      }}
      // gap, not space-y: the hidden tab panel must not add a margin after the visible one.
      className="flex flex-col gap-6"
    >
      <WrongAddressNotice siteUrl={siteUrl} />
      {linkSentTo && tab === 'login' ? (
        <p
          role="status"
          data-confirmation-sent=""
          className="rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm text-ink"
        >
          {mailsLinks ? 'Enviamos' : 'Geramos'} um link de confirmação para{' '}
          <strong className="break-all">{linkSentTo}</strong>
          {mailsLinks ? '' : ' (este site ainda não envia emails: peça o link ao administrador)'}.
          Abra o link e entre com sua senha para confirmar o email: só depois disso um administrador
          pode liberar seu acesso ao painel.
        </p>
      ) : null}
      <Tabs.List
        aria-label="Entrar ou criar conta"
        className="flex gap-1 rounded-lg bg-surface p-1"
      >
        <Tabs.Trigger value="login" className={TAB_CLASS}>
          Login
        </Tabs.Trigger>
        <Tabs.Trigger value="signup" className={TAB_CLASS}>
          Criar Conta
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="login" className="focus-visible:outline-offset-4">
        <SignInForm
          siteUrl={siteUrl}
          email={email}
          onEmailChange={setEmail}
          autoFocusField={focusField}
          onSignedIn={enterAdmin}
          onTwoFactor={() => setStep('two-factor')}
        />
      </Tabs.Content>
      <Tabs.Content value="signup" className="focus-visible:outline-offset-4">
        <SignUpForm
          siteUrl={siteUrl}
          onSignedUp={(newEmail) => {
            setEmail(newEmail)
            setLinkSentTo(newEmail)
            setFocusField('password')
            setTab('login')
          }}
        />
      </Tabs.Content>
    </Tabs.Root>
  )
}
