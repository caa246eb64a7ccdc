import type { InputHTMLAttributes, ReactNode, Ref } from 'react'

type FormFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & {
  id: string
  label: string
  /** Helper text always shown under the field. */
  hint?: string
  /** Inline validation message; marks the input invalid. */
  error?: string
  /** Something next to the label, e.g. an info button. */
  labelAddon?: ReactNode
  /** Extra classes for the input, e.g. a monospace code field. */
  inputClassName?: string
  ref?: Ref<HTMLInputElement>
}

/** The admin's labelled input: its hint and error are announced with it (aria-describedby). */
export function FormField({
  id,
  label,
  hint,
  error,
  labelAddon,
  inputClassName = '',
  ref,
  ...input
}: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className="space-y-1.5">
      <div className="flex items-center gap-1.5">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {label}
        </label>
        {labelAddon}
      </div>
      <input
        id={id}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`block h-11 w-full rounded-lg border border-slate-500 bg-white px-3 text-base text-ink placeholder:text-slate-500 focus-visible:border-brand-600 aria-[invalid=true]:border-red-700 ${inputClassName}`}
        {...input}
      />
      {hint ? (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700" data-field-error="">
          {error}
        </p>
      ) : null}
    </div>
  )
}
