import type { ReactNode } from 'react'
import type { PlannerField as Field } from '@/lib/validations/planner-fields'

export const plannerFieldId = (field: Field) => `planner-${field}`

/** id, name and the aria wiring that ties a control to its hint and error. */
export function plannerControlProps(field: Field, error: string | undefined, hint: boolean) {
  const id = plannerFieldId(field)
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean)
  return {
    id,
    name: field,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy.join(' ') || undefined,
  } as const
}

/** Label, the control (with an optional unit beside it), hint and the pt-BR error under it. */
export function PlannerFieldShell({
  field,
  label,
  hint,
  error,
  unit,
  unitAfter = false,
  children,
}: {
  field: Field
  label: string
  hint?: string
  error?: string
  unit?: string
  unitAfter?: boolean
  children: ReactNode
}) {
  const id = plannerFieldId(field)
  const unitTag = unit ? (
    <span aria-hidden="true" className="px-3 text-base font-semibold text-ink-muted">
      {unit}
    </span>
  ) : null
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      {unit ? (
        <div className="flex items-center rounded-lg border border-slate-500 bg-white focus-within:border-brand-600 has-[[aria-invalid=true]]:border-red-700">
          {unitAfter ? null : unitTag}
          {children}
          {unitAfter ? unitTag : null}
        </div>
      ) : (
        children
      )}
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p
          id={`${id}-error`}
          className="text-sm font-medium text-red-700"
          data-planner-error={field}
        >
          {error}
        </p>
      ) : null}
    </div>
  )
}
