import type { ReactNode } from 'react'
import type { LeadField } from '@/lib/validations/lead-fields'

export const controlStyles =
  'block w-full rounded-lg border border-slate-500 bg-white px-3.5 text-base text-ink placeholder:text-slate-500 focus-visible:border-brand-600 aria-[invalid=true]:border-red-700'

export const fieldId = (field: LeadField) => `lead-${field}`

/** id, name and the aria wiring that ties a control to its hint and error. */
export function controlProps(field: LeadField, error: string | undefined, hint = false) {
  const id = fieldId(field)
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ')
  return {
    id,
    name: field,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const
}

/** Label above, control, then the hint and the pt-BR error (both announced with the control). */
export function FieldShell({
  field,
  label,
  hint,
  error,
  className = '',
  children,
}: {
  field: LeadField
  label: string
  hint?: string
  error?: string
  className?: string
  children: ReactNode
}) {
  const id = fieldId(field)
  return (
    <div className={`space-y-1.5 ${className}`}>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  )
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null
  return (
    <p id={id} className="text-sm font-medium text-red-700" data-lead-error="">
      {error}
    </p>
  )
}
