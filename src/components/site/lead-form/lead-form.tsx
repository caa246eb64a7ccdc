'use client'

import {
  startTransition,
  useActionState,
  useState,
  type FormEvent,
  type SyntheticEvent,
} from 'react'
import { buttonStyles } from '@/components/ui/button-styles'
import {
  BUDGET_RANGES,
  INITIAL_LEAD_FORM_STATE,
  LEAD_FIELDS,
  LEAD_HONEYPOT_FIELD,
  LEAD_LIMITS,
  LEAD_PLAN_FIELD,
  LEAD_TRACKING_FIELDS,
  leadFieldError,
  leadFormErrors,
  type LeadField,
  type LeadFieldErrors,
  type LeadSource,
} from '@/lib/validations/lead-fields'
import { submitLeadAction } from '@/server/leads/actions'
import { ConsentField } from './consent-field'
import { controlProps, controlStyles, FieldShell } from './lead-field'
import { useTrackingParams } from './use-tracking-params'

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

const TEXT_FIELDS = [
  { field: 'name', label: 'Nome completo', type: 'text', autoComplete: 'name' },
  { field: 'email', label: 'Email corporativo', type: 'email', autoComplete: 'email' },
  { field: 'phone', label: 'Telefone / WhatsApp', type: 'tel', autoComplete: 'tel' },
  { field: 'company', label: 'Empresa', type: 'text', autoComplete: 'organization' },
  { field: 'role', label: 'Cargo', type: 'text', autoComplete: 'organization-title' },
] as const

function isLeadField(name: string): name is LeadField {
  return (LEAD_FIELDS as readonly string[]).includes(name)
}

function valueOf(control: Control): string {
  if (control instanceof HTMLInputElement && control.type === 'checkbox') {
    return control.checked ? 'on' : ''
  }
  return control.value
}

/**
 * The demo-request form both landings use. A server action stores the lead and redirects to
 * /obrigado. With JavaScript, fields are checked on blur and on submit by the same rules as
 * the server; without it, the form posts natively and the server renders it again with the
 * typed values and each field's error (the permalink brings the visitor back to #formulario).
 */
export function LeadForm({
  source,
  planId,
  permalink = `/${source}#formulario`,
  submitLabel = 'Solicitar demonstração',
}: {
  source: LeadSource
  /** On a plan's page: the plan travels with the lead. */
  planId?: string
  /** Where a no-JavaScript post renders the answer (the page holding this form). */
  permalink?: string
  submitLabel?: string
}) {
  const [state, formAction, pending] = useActionState(
    submitLeadAction,
    INITIAL_LEAD_FORM_STATE,
    permalink,
  )
  const [errors, setErrors] = useState<LeadFieldErrors>(state.fieldErrors ?? {})
  const [shownState, setShownState] = useState(state)
  const tracking = useTrackingParams()
  const values = state.values ?? {}

  // A new answer from the server replaces what the browser found.
  if (shownState !== state) {
    setShownState(state)
    setErrors(state.fieldErrors ?? {})
  }

  /** On blur (once something was typed) and while fixing a field that shows an error. */
  function recheck(event: SyntheticEvent<HTMLFormElement>, onBlur: boolean) {
    const control = event.target as Control
    if (!isLeadField(control.name)) return
    const field = control.name
    const value = valueOf(control)
    if (!errors[field] && (!onBlur || !value)) return
    const message = leadFieldError(field, value)
    if (message !== errors[field]) setErrors((current) => ({ ...current, [field]: message }))
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    // Sent by hand (not by the form's action) so React does not reset what was typed.
    event.preventDefault()
    if (pending) return
    const form = event.currentTarget
    const data = new FormData(form)
    const found = leadFormErrors(
      Object.fromEntries(LEAD_FIELDS.map((field) => [field, String(data.get(field) ?? '')])),
    )
    setErrors(found)
    const firstInvalid = LEAD_FIELDS.find((field) => found[field])
    if (firstInvalid) {
      const control = form.elements.namedItem(firstInvalid)
      if (control instanceof HTMLElement) control.focus()
      return
    }
    startTransition(() => formAction(data))
  }

  return (
    <form
      action={formAction}
      onSubmit={submit}
      onBlur={(event) => recheck(event, true)}
      onChange={(event) => recheck(event, false)}
      noValidate
      aria-busy={pending}
      data-lead-form={source}
      className="relative grid gap-5 rounded-2xl border border-line bg-white p-6 text-left shadow-sm sm:grid-cols-2 sm:p-8"
    >
      {state.status === 'error' && state.message ? (
        <p
          role="alert"
          data-lead-form-message=""
          className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800 sm:col-span-2"
        >
          {state.message}
        </p>
      ) : null}

      {TEXT_FIELDS.map(({ field, label, type, autoComplete }) => (
        <FieldShell key={field} field={field} label={label} error={errors[field]}>
          <input
            {...controlProps(field, errors[field])}
            type={type}
            autoComplete={autoComplete}
            inputMode={type === 'tel' ? 'tel' : undefined}
            placeholder={type === 'tel' ? '(11) 98765-4321' : undefined}
            required
            maxLength={LEAD_LIMITS[field]}
            defaultValue={values[field]}
            className={`${controlStyles} h-12`}
          />
        </FieldShell>
      ))}

      <FieldShell field="budget" label="Verba mensal de mídia" error={errors.budget}>
        <select
          {...controlProps('budget', errors.budget)}
          required
          defaultValue={values.budget ?? ''}
          className={`${controlStyles} h-12`}
        >
          <option value="" disabled>
            Selecione uma faixa
          </option>
          {BUDGET_RANGES.map((range) => (
            <option key={range.value} value={range.value}>
              {range.label}
            </option>
          ))}
        </select>
      </FieldShell>

      <FieldShell
        field="message"
        label="Mensagem (opcional)"
        hint="Conte em poucas linhas o seu produto e a sua meta com mídia paga."
        error={errors.message}
        className="sm:col-span-2"
      >
        <textarea
          {...controlProps('message', errors.message, true)}
          rows={4}
          maxLength={LEAD_LIMITS.message}
          defaultValue={values.message}
          className={`${controlStyles} py-3`}
        />
      </FieldShell>

      <ConsentField error={errors.consent} defaultChecked={values.consent === 'on'} />

      <input type="hidden" name="source" value={source} />
      {planId ? <input type="hidden" name={LEAD_PLAN_FIELD} value={planId} /> : null}
      {LEAD_TRACKING_FIELDS.map((name) => (
        <input key={name} type="hidden" name={name} value={tracking[name] ?? values[name] ?? ''} />
      ))}
      {/* Off screen and out of the tab order: only a bot fills it in. */}
      <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
        <label htmlFor="lead-website">Não preencha este campo</label>
        <input
          id="lead-website"
          type="text"
          name={LEAD_HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>

      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={pending}
          className={buttonStyles({ size: 'lg', className: 'w-full' })}
        >
          {pending ? 'Enviando...' : submitLabel}
        </button>
        <p className="mt-3 text-center text-sm text-ink-muted">
          Sem compromisso: nossa equipe entra em contato para agendar a demonstração.
        </p>
      </div>
    </form>
  )
}
