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
export function LoginPanel({ siteUrl }: { siteUrl: string }) {
  const router = useRouter()
  const [step, setStep] = useState<Step>('credentials')
  const [tab, setTab] = useState<Tab>('login')
  // Lifted so a new account and the "Voltar" from the second step keep the email filled in.
  const [email, setEmail] = useState('')
  // Focus follows the screen's own changes, never a tab the visitor moved to with the keyboard.
  const [focusField, setFocusField] = useState<'email' | 'password' | null>('email')

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
            setFocusField('password')
            setTab('login')
          }}
        />
      </Tabs.Content>
    </Tabs.Root>
  )
}
