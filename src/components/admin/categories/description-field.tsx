/** A labelled textarea with an 'n/max caracteres' counter, in the style of FormField. */
export function DescriptionField({
  id,
  label,
  max,
  value,
  onChange,
  error,
}: {
  id: string
  label: string
  max: number
  value: string
  onChange: (value: string) => void
  error?: string
}) {
  const counterId = `${id}-counter`
  const errorId = error ? `${id}-error` : undefined
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <textarea
        id={id}
        rows={3}
        maxLength={max}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={[counterId, errorId].filter(Boolean).join(' ')}
        className="block w-full rounded-lg border border-slate-500 bg-white px-3 py-2 text-base text-ink focus-visible:border-brand-600 aria-[invalid=true]:border-red-700"
      />
      <p id={counterId} className="text-right text-sm text-ink-muted">
        {value.length}/{max} caracteres
      </p>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700" data-field-error="">
          {error}
        </p>
      ) : null}
    </div>
  )
}
