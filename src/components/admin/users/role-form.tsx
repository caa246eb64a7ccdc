'use client'

import { useRouter } from 'next/navigation'
import { useState, useTransition, type FormEvent } from 'react'
import { toast } from 'sonner'
import { ROLE_CHOICES, ROLE_LABELS } from '@/lib/validations/users'
import { setUserRoleAction } from '@/server/users/actions'
import type { RoleChoice, UserRow } from './types'

/** Role select and its save button for one account; the server refuses what it must. */
export function RoleForm({ user }: { user: UserRow }) {
  const router = useRouter()
  const [role, setRole] = useState<RoleChoice>(user.role)
  const [pending, startTransition] = useTransition()
  const selectId = `papel-${user.id}`

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    startTransition(async () => {
      const result = await setUserRoleAction({ userId: user.id, role })
      if (!result.ok) {
        toast.error(result.error)
        setRole(user.role)
        return
      }
      toast.success('Papel atualizado', {
        description: `${user.email}: ${ROLE_LABELS[result.data.role]}`,
      })
      router.refresh()
    })
  }

  return (
    <form onSubmit={submit} className="flex items-center gap-2" data-role-form={user.email}>
      <label htmlFor={selectId} className="sr-only">
        Papel de {user.email}
      </label>
      <select
        id={selectId}
        value={role}
        disabled={pending}
        onChange={(event) => setRole(event.target.value as RoleChoice)}
        className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm text-ink disabled:opacity-60"
      >
        {ROLE_CHOICES.map((choice) => (
          <option key={choice} value={choice}>
            {ROLE_LABELS[choice]}
          </option>
        ))}
      </select>
      <button
        type="submit"
        disabled={pending || role === user.role}
        className="inline-flex h-9 items-center rounded-lg bg-brand-700 px-3 text-sm font-semibold text-white hover:bg-brand-800 disabled:bg-slate-200 disabled:text-slate-600"
      >
        {pending ? 'Salvando...' : 'Salvar'}
        <span className="sr-only"> papel de {user.email}</span>
      </button>
    </form>
  )
}
