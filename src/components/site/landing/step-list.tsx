import type { HowToStep } from '@/lib/seo/json-ld'

/**
 * Numbered steps. The name and text carry data hooks so tests can compare exactly what is
 * shown with the HowTo structured data built from the same array.
 */
export function StepList({
  steps,
  tone = 'light',
}: {
  steps: readonly HowToStep[]
  tone?: 'light' | 'dark'
}) {
  const dark = tone === 'dark'
  const columns = steps.length === 3 ? 'md:grid-cols-3' : 'md:grid-cols-2 lg:grid-cols-4'
  return (
    <ol data-steps="" className={`mt-14 grid gap-8 ${columns}`}>
      {steps.map((step, index) => (
        <li key={step.name} data-step="">
          <span
            aria-hidden="true"
            className={`flex size-12 items-center justify-center rounded-full font-display text-lg font-bold ${dark ? 'bg-accent-300 text-navy' : 'bg-brand-700 text-white'}`}
          >
            {index + 1}
          </span>
          <h3 className={`mt-5 text-lg font-bold ${dark ? 'text-white' : 'text-ink'}`}>
            <span className="sr-only">Passo {index + 1}: </span>
            <span data-step-name="">{step.name}</span>
          </h3>
          <p
            data-step-text=""
            className={`mt-2 leading-relaxed ${dark ? 'text-slate-300' : 'text-ink-muted'}`}
          >
            {step.text}
          </p>
        </li>
      ))}
    </ol>
  )
}
