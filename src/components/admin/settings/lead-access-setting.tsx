'use client'

import { useRouter } from 'next/navigation'
import { Switch } from 'radix-ui'
import { useState, useTransition } from 'react'
import { toast } from 'sonner'
import { LEAD_ACCESS_LABEL } from '@/lib/validations/settings'
import { setLeadEditorAccessAction } from '@/server/settings/actions'
import { cardStyles } from '../ui/styles'

/** The "editors may read lead data" switch; off by default (admins only). */
export function LeadAccessSetting({ enabled }: { enabled: boolean }) {
  const router = useRouter()
  const [checked, setChecked] = useState(enabled)
  const [pending, startTransition] = useTransition()

  function change(next: boolean) {
    setChecked(next)
    startTransition(async () => {
      const result = await setLeadEditorAccessAction({ enabled: next })
      if (!result.ok) {
        setChecked(!next)
        toast.error(result.error)
        return
      }
      toast.success(
        next
          ? 'Editores agora podem ver e exportar leads e planos'
          : 'Leads e planos agora são só para administradores',
      )
      // The sidebar shows or hides Leads and Planos for editors from the next page on.
      router.refresh()
    })
  }

  return (
    <section
      aria-labelledby="dados-leads-title"
      className={`${cardStyles} mb-8 flex flex-col gap-4 p-5 sm:flex-row sm:items-start sm:justify-between`}
    >
      <div className="max-w-2xl">
        <h2 id="dados-leads-title" className="text-lg font-bold text-ink">
          Dados de leads
        </h2>
        <label htmlFor="editores-leads" className="mt-2 block font-medium text-ink">
          {LEAD_ACCESS_LABEL}
        </label>
        <p id="editores-leads-hint" className="mt-1 text-sm text-ink-muted">
          Leads são dados pessoais (LGPD): nome, email, telefone e empresa de quem pediu contato.
          Por padrão só administradores veem a lista de leads, exportam o CSV e veem os planos com
          os leads de cada um. Toda exportação fica registrada na auditoria.
        </p>
      </div>
      <Switch.Root
        id="editores-leads"
        checked={checked}
        disabled={pending}
        onCheckedChange={change}
        aria-describedby="editores-leads-hint"
        data-lead-access-setting=""
        className="relative inline-flex h-7 w-12 shrink-0 items-center rounded-full bg-slate-500 transition-colors disabled:opacity-60 data-[state=checked]:bg-brand-700 motion-reduce:transition-none"
      >
        <Switch.Thumb className="block size-6 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem] motion-reduce:transition-none" />
      </Switch.Root>
    </section>
  )
}
