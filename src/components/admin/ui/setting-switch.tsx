'use client'

import { useRouter } from 'next/navigation'
import { Switch } from 'radix-ui'
import { useState, useTransition, type ReactNode } from 'react'
import { toast } from 'sonner'
import { cardStyles } from './styles'

interface SettingSwitchProps {
  /** Prefix of the element ids (title, switch, hint). */
  id: string
  title: string
  label: string
  hint: ReactNode
  initial: boolean
  /** The server action; its answer decides whether the switch stays where it was moved. */
  save: (next: boolean) => Promise<{ ok: true } | { ok: false; error: string }>
  /** The success toast for each new state. */
  saved: { on: string; off: string }
  /** A data-* attribute on the switch, for tests. */
  dataName: string
}

/**
 * A team setting on its own card: the switch moves at once, goes back with the server's pt-BR
 * error if the save fails, and the page is refreshed after a save (the menu may depend on it).
 */
export function SettingSwitch({
  id,
  title,
  label,
  hint,
  initial,
  save,
  saved,
  dataName,
}: SettingSwitchProps) {
  const router = useRouter()
  const [checked, setChecked] = useState(initial)
  const [pending, startTransition] = useTransition()

  function change(next: boolean) {
    setChecked(next)
    startTransition(async () => {
      const result = await save(next)
      if (!result.ok) {
        setChecked(!next)
        toast.error(result.error)
        return
      }
      toast.success(next ? saved.on : saved.off)
      router.refresh()
    })
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className={`${cardStyles} mb-8 flex flex-col gap-4 p-5 sm:flex-row sm:items-start sm:justify-between`}
    >
      <div className="max-w-2xl">
        <h2 id={`${id}-title`} className="text-lg font-bold text-ink">
          {title}
        </h2>
        <label htmlFor={id} className="mt-2 block font-medium text-ink">
          {label}
        </label>
        <p id={`${id}-hint`} className="mt-1 text-sm text-ink-muted">
          {hint}
        </p>
      </div>
      <Switch.Root
        id={id}
        checked={checked}
        disabled={pending}
        onCheckedChange={change}
        aria-describedby={`${id}-hint`}
        {...{ [`data-${dataName}`]: '' }}
        className="relative inline-flex h-7 w-12 shrink-0 items-center rounded-full bg-slate-500 transition-colors disabled:opacity-60 data-[state=checked]:bg-brand-700 motion-reduce:transition-none"
      >
        <Switch.Thumb className="block size-6 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem] motion-reduce:transition-none" />
      </Switch.Root>
    </section>
  )
}
