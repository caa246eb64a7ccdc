'use client'

import { X } from 'lucide-react'
import { Dialog } from 'radix-ui'
import { useState, useTransition, type FormEvent } from 'react'
import { toast } from 'sonner'
import { buttonStyles } from '@/components/ui/button-styles'
import { postPath } from '@/lib/blog-paths'
import { REDIRECT_MATCHES, REDIRECT_STATUSES, type RedirectStatus } from '@/lib/redirects/types'
import { MATCH_LABELS, STATUS_LABELS } from '@/lib/validations/redirects'
import { createRedirectAction, updateRedirectAction } from '@/server/redirects/actions'
import { dialogStyles } from '../categories/dialog-styles'
import { FormField } from '../ui/form-field'
import type { RedirectDraft } from './types'

type Field = 'source' | 'target' | 'form'
type FieldErrors = Partial<Record<Field, string>>

const selectStyles =
  'block h-11 w-full rounded-lg border border-slate-500 bg-white px-3 text-base text-ink'

/** "Novo redirecionamento" (draft without id, maybe with an old address filled in) or "Editar". */
export function RedirectFormDialog({
  open,
  draft,
  onOpenChange,
  onSaved,
}: {
  open: boolean
  draft: RedirectDraft
  onOpenChange: (open: boolean) => void
  onSaved: () => void
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogStyles.overlay} />
        <Dialog.Content
          className={dialogStyles.content}
          aria-describedby={undefined}
          data-redirect-dialog=""
        >
          <Dialog.Title className={dialogStyles.title}>
            {draft.id ? 'Editar redirecionamento' : 'Novo redirecionamento'}
          </Dialog.Title>
          <Dialog.Close
            aria-label="Fechar"
            className="absolute top-4 right-4 inline-flex size-10 items-center justify-center rounded-lg text-ink-muted hover:bg-brand-50"
          >
            <X className="size-5" aria-hidden="true" />
          </Dialog.Close>
          {/* Keyed so every opening starts from the draft it was opened with. */}
          <RedirectForm
            key={`${draft.id ?? 'novo'}:${draft.source}`}
            draft={draft}
            onCancel={() => onOpenChange(false)}
            onSaved={onSaved}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

function RedirectForm({
  draft,
  onCancel,
  onSaved,
}: {
  draft: RedirectDraft
  onCancel: () => void
  onSaved: () => void
}) {
  const [values, setValues] = useState(draft)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [pending, startTransition] = useTransition()
  const gone = values.status === 410

  function change(patch: Partial<RedirectDraft>, ...cleared: Field[]) {
    setValues((current) => ({ ...current, ...patch }))
    setErrors((current) => {
      const next = { ...current }
      for (const field of [...cleared, 'form' as const]) delete next[field]
      return next
    })
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    startTransition(async () => {
      const input = {
        source: values.source,
        target: gone ? '' : values.target,
        status: values.status,
        match: values.match,
      }
      const result = draft.id
        ? await updateRedirectAction({ id: draft.id, ...input })
        : await createRedirectAction(input)
      if (!result.ok) {
        setErrors({
          source: result.fieldErrors?.source?.[0],
          target: result.fieldErrors?.target?.[0],
          form: result.fieldErrors?.source || result.fieldErrors?.target ? undefined : result.error,
        })
        toast.error('Não foi possível salvar o redirecionamento', { description: result.error })
        return
      }
      const collapsed = result.data.rewritten
      toast.success(draft.id ? 'Redirecionamento atualizado' : 'Redirecionamento criado', {
        description:
          collapsed > 0
            ? `${collapsed === 1 ? '1 redirecionamento que levava' : `${collapsed} redirecionamentos que levavam`} a este endereço agora vai direto ao destino.`
            : `${result.data.rule.source} já responde com ${result.data.rule.status}.`,
      })
      onSaved()
    })
  }

  return (
    <form onSubmit={submit} noValidate className="mt-5 space-y-4" data-redirect-form="">
      <FormField
        id="redirecionamento-origem"
        label="Endereço antigo *"
        required
        autoComplete="off"
        spellCheck={false}
        inputClassName="font-mono"
        hint="O caminho que não existe mais, ex.: /2019/05/meu-post/ (ou o endereço completo do site antigo)."
        value={values.source}
        onChange={(event) => change({ source: event.target.value }, 'source')}
        error={errors.source}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1.5">
          <label
            htmlFor="redirecionamento-correspondencia"
            className="text-sm font-medium text-ink"
          >
            Correspondência
          </label>
          <select
            id="redirecionamento-correspondencia"
            value={values.match}
            onChange={(event) =>
              change({ match: event.target.value === 'prefix' ? 'prefix' : 'exact' }, 'source')
            }
            className={selectStyles}
          >
            {REDIRECT_MATCHES.map((match) => (
              <option key={match} value={match}>
                {MATCH_LABELS[match]}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1.5">
          <label htmlFor="redirecionamento-tipo" className="text-sm font-medium text-ink">
            Tipo
          </label>
          <select
            id="redirecionamento-tipo"
            value={values.status}
            onChange={(event) =>
              change({ status: Number(event.target.value) as RedirectStatus }, 'target')
            }
            className={selectStyles}
          >
            {REDIRECT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {gone ? (
        <p className="rounded-lg bg-surface p-3 text-sm text-ink-muted" data-redirect-gone-note="">
          Um 410 avisa visitantes e buscadores que a página foi removida de vez: não há destino.
        </p>
      ) : (
        <FormField
          id="redirecionamento-destino"
          label="Destino *"
          required
          autoComplete="off"
          spellCheck={false}
          inputClassName="font-mono"
          hint={`Um caminho deste site (ex.: ${postPath('meu-post')}) ou um endereço completo (https://...). Os parâmetros do endereço antigo (utm, gclid) seguem junto.`}
          value={values.target}
          onChange={(event) => change({ target: event.target.value }, 'target')}
          error={errors.target}
        />
      )}
      {errors.form ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errors.form}
        </p>
      ) : null}
      <div className={dialogStyles.footer}>
        <button
          type="button"
          onClick={onCancel}
          disabled={pending}
          className={buttonStyles({ variant: 'ghost' })}
        >
          Cancelar
        </button>
        <button type="submit" disabled={pending} className={buttonStyles()}>
          {pending ? 'Salvando...' : draft.id ? 'Atualizar' : 'Criar'}
        </button>
      </div>
    </form>
  )
}
