/** Shared looks for admin cards and form controls. */
export const cardStyles = 'rounded-2xl border border-line bg-white shadow-sm'

export const inputStyles =
  'block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-ink placeholder:text-slate-500 focus-visible:border-brand-600 disabled:bg-surface disabled:text-ink-muted sm:text-sm'

export const labelStyles = 'block text-sm font-medium text-ink'

export const hintStyles = 'mt-1.5 text-sm text-ink-muted'

export const errorTextStyles = 'mt-1.5 text-sm font-medium text-red-700'
