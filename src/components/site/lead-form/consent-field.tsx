import { controlProps, FieldError, fieldId } from './lead-field'

/** LGPD consent: unchecked until the visitor checks it; the policy opens in a new tab so nothing typed is lost. */
export function ConsentField({
  error,
  defaultChecked,
}: {
  error: string | undefined
  defaultChecked: boolean
}) {
  const id = fieldId('consent')
  return (
    <div className="sm:col-span-2">
      <div className="flex items-start gap-3">
        <input
          {...controlProps('consent', error)}
          type="checkbox"
          required
          defaultChecked={defaultChecked}
          className="size-6 shrink-0 accent-brand-700"
        />
        <label htmlFor={id} className="pt-0.5 text-sm leading-relaxed text-ink">
          Li e concordo com a{' '}
          <a
            href="/politica-privacidade"
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            Política de Privacidade
            <span className="sr-only"> (abre em nova aba)</span>
          </a>{' '}
          e autorizo o MídiaPlan a usar estes dados para entrar em contato sobre a demonstração.
        </label>
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  )
}
