'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { Switch } from 'radix-ui'
import { useState, useTransition } from 'react'
import { toast } from 'sonner'
import { setTwoFactorPolicyAction } from '@/server/users/actions'
import { cardStyles } from '../ui/styles'

/** The team-wide "two-factor sign-in required" switch. */
export function TwoFactorPolicy({
  required,
  adminHasTwoFactor,
}: {
  required: boolean
  adminHasTwoFactor: boolean
}) {
  const router = useRouter()
  const [checked, setChecked] = useState(required)
  const [pending, startTransition] = useTransition()

  function change(next: boolean) {
    setChecked(next)
    startTransition(async () => {
      const result = await setTwoFactorPolicyAction({ required: next })
      if (!result.ok) {
        setChecked(!next)
        toast.error(result.error)
        return
      }
      toast.success(
        next
          ? 'Verificação em duas etapas exigida de toda a equipe'
          : 'Verificação em duas etapas não é mais exigida',
      )
      router.refresh()
    })
  }

  return (
    <section
      aria-labelledby="politica-2fa-title"
      className={`${cardStyles} mb-8 flex flex-col gap-4 p-5 sm:flex-row sm:items-start sm:justify-between`}
    >
      <div className="max-w-2xl">
        <h2 id="politica-2fa-title" className="text-lg font-bold text-ink">
          Segurança da equipe
        </h2>
        <label htmlFor="exigir-duas-etapas" className="mt-2 block font-medium text-ink">
          Exigir verificação em duas etapas para toda a equipe
        </label>
        <p id="exigir-duas-etapas-hint" className="mt-1 text-sm text-ink-muted">
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
        </p>
      </div>
      <Switch.Root
        id="exigir-duas-etapas"
        checked={checked}
        disabled={pending}
        onCheckedChange={change}
        aria-describedby="exigir-duas-etapas-hint"
        data-two-factor-policy=""
        className="relative inline-flex h-7 w-12 shrink-0 items-center rounded-full bg-slate-500 transition-colors disabled:opacity-60 data-[state=checked]:bg-brand-700 motion-reduce:transition-none"
      >
        <Switch.Thumb className="block size-6 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem] motion-reduce:transition-none" />
      </Switch.Root>
    </section>
  )
}
