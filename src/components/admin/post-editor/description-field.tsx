import { FieldError } from './field-error'

const ID = 'descricao'

/** 'Descrição (Meta Description)' with the 'n/160 caracteres' counter. */
export function DescriptionField({
  value,
  max,
  error,
  onChange,
}: {
  value: string
  max: number
  error?: string
  onChange: (value: string) => void
}) {
  const describedBy = [`${ID}-contador`, error ? `${ID}-error` : ''].filter(Boolean).join(' ')
  return (
    <div className="space-y-1.5">
      <label htmlFor={ID} className="text-sm font-medium text-ink">
        Descrição (Meta Description)
      </label>
      <textarea
        id={ID}
        value={value}
        maxLength={max}
        rows={3}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        placeholder="Resumo que aparece nos buscadores e nos cards do blog"
        className="block w-full rounded-lg border border-slate-500 bg-white px-3 py-2 text-base text-ink placeholder:text-slate-500 focus-visible:border-brand-600 aria-[invalid=true]:border-red-700"
      />
      <p
        id={`${ID}-contador`}
        className="text-right text-sm text-ink-muted"
        data-description-count=""
      >
        {value.length}/{max} caracteres
      </p>
      <FieldError id={`${ID}-error`} message={error} />
    </div>
  )
}
