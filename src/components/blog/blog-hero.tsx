import type { ReactNode } from 'react'

/** The blog's page header band: index and category pages. */
export function BlogHero({
  title,
  intro,
  eyebrow = 'Blog',
  children,
}: {
  title: string
  intro?: string | null
  eyebrow?: string
  children?: ReactNode
}) {
  return (
    <header className="border-b border-line bg-surface">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
        {children}
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
        <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl lg:text-5xl">
          {title}
        </h1>
        {intro ? (
          <p className="mt-4 max-w-3xl text-lg leading-relaxed text-ink-muted" data-blog-intro="">
            {intro}
          </p>
        ) : null}
      </div>
    </header>
  )
}
