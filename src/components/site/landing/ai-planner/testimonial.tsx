import { Quote } from '@/components/site/icons'
import { aiPlannerTestimonial } from '../ai-planner-data'
import { SectionHeader } from '../section-header'

export function AiPlannerTestimonial() {
  const { quote, name, role, company } = aiPlannerTestimonial
  const initials = name
    .split(' ')
    .map((part) => part[0])
    .join('')
  return (
    <section
      id="depoimento"
      aria-labelledby="depoimento-title"
      className="bg-surface py-20 lg:py-24"
    >
      <div className="mx-auto max-w-4xl px-4 sm:px-6 lg:px-8">
        <SectionHeader
          titleId="depoimento-title"
          eyebrow="Depoimento"
          title="Quem planeja com IA, recomenda"
        />
        <figure className="relative mt-12 rounded-3xl border border-line bg-white p-8 shadow-sm sm:p-12">
          <Quote className="size-10 text-brand-200" aria-hidden="true" />
          <blockquote className="mt-4 font-display text-xl leading-relaxed font-semibold text-ink sm:text-2xl">
            <p>“{quote}”</p>
          </blockquote>
          <figcaption className="mt-8 flex items-center gap-4">
            <span
              aria-hidden="true"
              className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-700 font-display font-bold text-white"
            >
              {initials}
            </span>
            <span>
              <span className="block font-bold text-ink">{name}</span>
              <span className="block text-sm text-ink-muted">
                {role}, {company}
              </span>
            </span>
          </figcaption>
        </figure>
      </div>
    </section>
  )
}
