import { Sparkles } from '@/components/site/icons'
import type { ReactNode } from 'react'

export interface HeroFact {
  value: string
  label: string
}

interface DarkHeroProps {
  /** The pill above the headline. */
  eyebrow: string
  /** The headline column after the pill: it must hold the h1 with id="hero-title". */
  children: ReactNode
  /** The right-hand column on large screens (a preview card, the agent chat...). */
  aside: ReactNode
  /** Optional strip of figures under the hero. */
  facts?: readonly HeroFact[]
}

/** The dark hero shared by the home page and the two landings: same glow, grid, pill and strip. */
export function DarkHero({ eyebrow, children, aside, facts }: DarkHeroProps) {
  return (
    <section
      aria-labelledby="hero-title"
      data-surface="dark"
      className="relative isolate overflow-hidden bg-navy text-white"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60%_70%_at_85%_10%,rgba(84,67,230,0.45),transparent_70%),radial-gradient(40%_50%_at_0%_100%,rgba(52,211,153,0.18),transparent_70%)]"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 pt-16 pb-14 sm:px-6 lg:grid-cols-[1.1fr_0.9fr] lg:px-8 lg:pt-24 lg:pb-20">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-3 py-1 text-sm font-medium text-accent-300">
            <Sparkles className="size-4" aria-hidden="true" />
            {eyebrow}
          </p>
          {children}
        </div>
        {aside}
      </div>
      {facts ? (
        <div className="border-t border-white/10 bg-white/[0.03]">
          <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-y-6 px-4 py-8 sm:px-6 md:grid-cols-4 lg:px-8">
            {facts.map((fact) => (
              <div key={fact.label} className="flex flex-col-reverse items-center text-center">
                <dt className="mt-1 text-sm text-slate-300">{fact.label}</dt>
                <dd className="font-display text-3xl font-extrabold text-white sm:text-4xl">
                  {fact.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
    </section>
  )
}
