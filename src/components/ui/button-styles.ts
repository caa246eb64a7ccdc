export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'accent' | 'outline-light'
export type ButtonSize = 'sm' | 'md' | 'lg'

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors duration-150 disabled:pointer-events-none disabled:opacity-60 motion-reduce:transition-none'

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  secondary:
    'border border-brand-200 bg-white text-brand-700 hover:border-brand-300 hover:bg-brand-50',
  ghost: 'text-ink hover:bg-brand-50 hover:text-brand-700',
  accent: 'bg-accent-300 text-navy hover:bg-accent-200',
  'outline-light': 'border border-white/40 text-white hover:border-white hover:bg-white/10',
}

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3.5 text-sm',
  md: 'h-11 px-5 text-sm',
  lg: 'h-12 px-6 text-base',
}

/** Shared button look for <button>, <a> and next/link, so links can look like buttons. */
export function buttonStyles({
  variant = 'primary',
  size = 'md',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return [base, variants[variant], sizes[size], className].filter(Boolean).join(' ')
}
