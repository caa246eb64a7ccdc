type SectionHeaderProps = {
  /** Id of the h2, for the section's aria-labelledby. */
  titleId: string
  eyebrow: string
  title: string
  intro?: string
  /** "dark" on navy sections. */
  tone?: 'light' | 'dark'
  align?: 'center' | 'left'
}

/** Eyebrow, h2 and intro in the same style on every landing section. */
export function SectionHeader({
  titleId,
  eyebrow,
  title,
  intro,
  tone = 'light',
  align = 'center',
}: SectionHeaderProps) {
  const dark = tone === 'dark'
  return (
    <div className={align === 'center' ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
      <p
        className={`text-sm font-semibold tracking-wide uppercase ${dark ? 'text-accent-300' : 'text-brand-700'}`}
      >
        {eyebrow}
      </p>
      <h2
        id={titleId}
        className={`mt-3 text-3xl font-extrabold tracking-tight sm:text-4xl ${dark ? 'text-white' : 'text-ink'}`}
      >
        {title}
      </h2>
      {intro ? (
        <p className={`mt-4 text-lg leading-relaxed ${dark ? 'text-slate-300' : 'text-ink-muted'}`}>
          {intro}
        </p>
      ) : null}
    </div>
  )
}
