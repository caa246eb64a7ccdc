'use client'

import { useRouter } from 'next/navigation'
import { useState, useTransition, type FormEvent } from 'react'
import { toast } from 'sonner'
import { buttonStyles } from '@/components/ui/button-styles'
import { looksLikeEmail, TEAM_AUTHOR } from '@/lib/author-name'
import {
  DISPLAY_NAME_IS_EMAIL_MESSAGE,
  DISPLAY_NAME_MAX,
  displayNameSchema,
} from '@/lib/validations/account'
import { updateDisplayNameAction } from '@/server/account/actions'
import { FormField } from '../ui/form-field'
import { cardStyles } from '../ui/styles'

const FIELD_ID = 'nome-exibicao'

/** Checked here as on the server, so a mistake is shown before anything is sent. */
function clientError(name: string, email: string): string | undefined {
  const parsed = displayNameSchema.safeParse({ name })
  if (!parsed.success) return parsed.error.issues[0]?.message
  return parsed.data.name && looksLikeEmail(parsed.data.name, email)
    ? DISPLAY_NAME_IS_EMAIL_MESSAGE
    : undefined
}

/** The name articles are signed with; empty means they are signed by the team. */
export function DisplayNameForm({ email, initialName }: { email: string; initialName: string }) {
  const router = useRouter()
  const [name, setName] = useState(initialName)
  const [error, setError] = useState<string>()
  const [pending, startTransition] = useTransition()

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const problem = clientError(name, email)
    setError(problem)
    if (problem) return
    startTransition(async () => {
      const result = await updateDisplayNameAction({ name })
      if (!result.ok) {
        setError(result.fieldErrors?.name?.[0])
        toast.error('Erro ao salvar o nome', { description: result.error })
        return
      }
      setName(result.data.name ?? '')
      toast.success('Nome salvo', {
        description: result.data.name
          ? `Seus artigos agora são assinados por ${result.data.name}.`
          : `Seus artigos agora são assinados por ${TEAM_AUTHOR}.`,
      })
      router.refresh()
    })
  }

  return (
    <section aria-labelledby="nome-exibicao-title" className={`${cardStyles} p-6`}>
      <h2 id="nome-exibicao-title" className="text-lg font-bold text-ink">
        Assinatura dos artigos
      </h2>
      <p className="mt-2 text-sm text-ink-muted">
        O nome de exibição assina os seus artigos no blog, no feed RSS e nos resultados de busca.
      </p>
      <form onSubmit={submit} noValidate className="mt-4 max-w-sm space-y-4">
        <FormField
          id={FIELD_ID}
          label="Nome de exibição"
          autoComplete="name"
          maxLength={DISPLAY_NAME_MAX}
          value={name}
          placeholder="Ex.: Ana Souza"
          onChange={(event) => {
            setName(event.target.value)
            setError(undefined)
          }}
          hint={`Em branco, os seus artigos são assinados por ${TEAM_AUTHOR}.`}
          error={error}
        />
        <button type="submit" disabled={pending} className={buttonStyles({ size: 'sm' })}>
          {pending ? 'Salvando...' : 'Salvar nome'}
        </button>
      </form>
    </section>
  )
}
