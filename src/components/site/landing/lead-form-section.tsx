import { LeadForm } from '@/components/site/lead-form/lead-form'
import type { LeadSource } from '@/lib/validations/lead'
import { CheckList } from './check-list'
import { FORM_SECTION_ID } from './form-anchor'

type LeadFormSectionProps = {
  source: LeadSource
  eyebrow: string
  title: string
  intro: string
  points: readonly string[]
}

/**
 * The section every call to action on a landing leads to. The form renders only its fields
 * and button; the section, its heading and the anchor belong to the page.
 */
export function LeadFormSection({ source, eyebrow, title, intro, points }: LeadFormSectionProps) {
  return (
    <section
      id={FORM_SECTION_ID}
      aria-labelledby="formulario-title"
      className="bg-surface py-20 lg:py-24"
    >
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-[0.9fr_1.1fr] lg:px-8">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
          <h2
            id="formulario-title"
            className="mt-3 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl"
          >
            {title}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-ink-muted">{intro}</p>
          <CheckList items={points} className="mt-8" />
        </div>
        <div className="rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8">
          <LeadForm source={source} />
        </div>
      </div>
    </section>
  )
}
