'use client'

import { CalendarClock } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { toast } from 'sonner'
import { z } from 'zod'
import { buttonStyles } from '@/components/ui/button-styles'
import { formatDateTime } from '@/lib/dates'
import type { EditorDocument } from '@/lib/post-document'
import { utcToSaoPauloInput } from '@/lib/schedule-time'
import { schedulePostSchema } from '@/lib/validations/schedule'
import type { PostSchedule } from '@/server/schedule/queries'
import { cancelScheduleAction, schedulePostAction } from '@/server/schedule/actions'
import { FieldError } from '../post-editor/field-error'
import {
  firstErrors,
  toSaveInput,
  type EditablePost,
  type FieldErrors,
} from '../post-editor/form-values'
import type { SaveTarget } from '../post-editor/autosave/use-autosave'
import { LEAVE_MESSAGE } from '../post-editor/use-unsaved-changes'
import { SCHEDULED_LABEL } from './post-status'

const INPUT_ID = 'agendar-para'
const ERROR_TITLE = 'Erro ao agendar'

/**
 * "Agendamento" in the editor: a São Paulo date and time, and "Agendar" saves the post with it
 * (a draft goes public then; a published post's edits replace the public version then).
 * Errors on the document's own fields go back to the form (`onRefused`).
 */
interface AutosaveHold {
  hold: () => Promise<void>
  release: () => void
  target: () => SaveTarget | undefined
}

export function SchedulePanel({
  post,
  values,
  schedule,
  dirty,
  autosave,
  onRefused,
  onScheduled,
}: {
  post?: EditablePost
  values: EditorDocument
  schedule: PostSchedule | null
  dirty: boolean
  /** The editor's autosave: held while scheduling, and the post and version it last wrote. */
  autosave: AutosaveHold
  onRefused: (message: string, fieldErrors: FieldErrors, title?: string) => void
  onScheduled: () => void
}) {
  const router = useRouter()
  const [when, setWhen] = useState(() =>
    schedule ? utcToSaoPauloInput(new Date(schedule.scheduledAt)) : '',
  )
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const update = post?.status === 'published'

  function refuseTime(message: string) {
    setError(message)
    toast.error(ERROR_TITLE, { description: message })
    requestAnimationFrame(() => document.getElementById(INPUT_ID)?.focus())
  }

  async function schedulePost() {
    if (busy) return
    const input = { ...toSaveInput(values, 'draft', post), scheduledAt: when }
    const check = schedulePostSchema.safeParse(input)
    if (!check.success) {
      const { formErrors, fieldErrors } = z.flattenError(check.error)
      const timeError = fieldErrors.scheduledAt?.[0]
      if (timeError) return refuseTime(timeError)
      return onRefused(formErrors[0] ?? 'Verifique os campos destacados.', firstErrors(fieldErrors))
    }
    setError(undefined)
    setBusy(true)
    await autosave.hold()
    // Over whatever autosave wrote meanwhile (a new post's first autosave created it).
    const target = autosave.target()
    const result = await schedulePostAction({
      ...toSaveInput(values, 'draft', target),
      scheduledAt: when,
    }).catch(() => null)
    setBusy(false)
    if (!result?.ok) autosave.release()
    if (!result || (!result.ok && (result.status ?? 500) >= 500)) {
      return onRefused('Tente novamente', {}, ERROR_TITLE)
    }
    if (!result.ok) {
      const timeError = result.fieldErrors?.scheduledAt?.[0]
      if (timeError) return refuseTime(timeError)
      const title = result.status === 401 ? 'Erro' : ERROR_TITLE
      return onRefused(result.error, firstErrors(result.fieldErrors), title)
    }
    onScheduled()
    const at = formatDateTime(new Date(result.data.scheduledAt))
    toast.success(result.data.update ? 'Atualização agendada' : 'Publicação agendada', {
      description: `${at} (horário de Brasília)`,
    })
    router.push('/admin/posts')
  }

  async function cancel() {
    if (busy || !post) return
    if (dirty && !window.confirm(LEAVE_MESSAGE)) return
    setBusy(true)
    await autosave.hold()
    const target = autosave.target() ?? post
    const result = await cancelScheduleAction({ id: target.id, version: target.version }).catch(
      () => null,
    )
    autosave.release()
    setBusy(false)
    if (!result?.ok) {
      toast.error('Erro ao cancelar o agendamento', {
        description: result?.error ?? 'Tente novamente',
      })
      return
    }
    onScheduled()
    toast.success('Agendamento cancelado')
    // The editor reloads with the post's new version and no schedule.
    router.refresh()
  }

  return (
    <section
      aria-labelledby="agendamento-title"
      className="space-y-3 border-t border-line pt-5"
      data-schedule-panel=""
    >
      <h2 id="agendamento-title" className="flex items-center gap-2 text-sm font-bold text-ink">
        <CalendarClock className="size-4 text-brand-700" aria-hidden="true" />
        Agendamento
      </h2>
      {schedule ? (
        <div
          className="rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-900"
          data-schedule-current=""
        >
          <p>
            <strong>{schedule.kind === 'update' ? 'Atualização agendada' : SCHEDULED_LABEL}</strong>
            {': '}
            <time dateTime={schedule.scheduledAt}>
              {formatDateTime(new Date(schedule.scheduledAt))}
            </time>{' '}
            (horário de Brasília)
          </p>
          <button
            type="button"
            onClick={() => void cancel()}
            disabled={busy}
            className="mt-1 font-semibold text-sky-900 underline underline-offset-4 disabled:opacity-60"
          >
            Cancelar agendamento
          </button>
        </div>
      ) : null}
      <div className="space-y-1.5">
        <label htmlFor={INPUT_ID} className="text-sm font-medium text-ink">
          {update ? 'Publicar as alterações em' : 'Publicar em'}
        </label>
        <input
          id={INPUT_ID}
          type="datetime-local"
          value={when}
          onChange={(event) => setWhen(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${INPUT_ID}-hint${error ? ` ${INPUT_ID}-error` : ''}`}
          className="block h-11 w-full rounded-lg border border-slate-500 bg-white px-3 text-base text-ink aria-[invalid=true]:border-red-700"
        />
        <p id={`${INPUT_ID}-hint`} className="text-sm text-ink-muted">
          Horário de Brasília.{' '}
          {update ? 'Os leitores veem a versão atual até lá.' : 'O post fica como rascunho até lá.'}
        </p>
        <FieldError id={`${INPUT_ID}-error`} message={error} />
      </div>
      <button
        type="button"
        onClick={() => void schedulePost()}
        disabled={busy}
        className={buttonStyles({ variant: 'secondary', className: 'w-full' })}
      >
        {busy ? 'Agendando...' : update ? 'Agendar atualização' : 'Agendar publicação'}
      </button>
    </section>
  )
}
