type LogoProps = {
  /** "dark" for light backgrounds (nav), "light" for dark ones (footer). */
  tone?: 'dark' | 'light'
  className?: string
}

/** Brand mark plus wordmark. Text, not an image, so it stays sharp and needs no request. */
export function Logo({ tone = 'dark', className }: LogoProps) {
  return (
    <span className={['inline-flex items-center gap-2', className].filter(Boolean).join(' ')}>
      <LogoMark className="size-8 shrink-0" />
      <span
        className={[
          'font-display text-xl font-extrabold tracking-tight',
          tone === 'dark' ? 'text-ink' : 'text-white',
        ].join(' ')}
      >
        Mídia<span className={tone === 'dark' ? 'text-brand-700' : 'text-accent-300'}>Plan</span>
      </span>
    </span>
  )
}

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" className={className}>
      <rect width="32" height="32" rx="8" fill="#3b2fc9" />
      <path
        d="M8 22v-4M13 22v-7M18 22v-5M23 22V11"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinecap="round"
      />
      <circle cx="23" cy="8.5" r="2" fill="#6ee7b7" />
    </svg>
  )
}
