import { Check } from '@/components/site/icons'

/** A short list of reassurances with check marks. */
export function CheckList({
  items,
  tone = 'light',
  className,
}: {
  items: readonly string[]
  tone?: 'light' | 'dark'
  className?: string
}) {
  const dark = tone === 'dark'
  return (
    <ul className={['space-y-3', className].filter(Boolean).join(' ')}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-3">
          <Check
            className={`mt-0.5 size-5 shrink-0 ${dark ? 'text-accent-300' : 'text-accent-700'}`}
            aria-hidden="true"
          />
          <span className={dark ? 'text-slate-300' : 'text-ink'}>{item}</span>
        </li>
      ))}
    </ul>
  )
}
