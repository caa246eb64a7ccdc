/** Centered modal used by the category dialogs (Radix Dialog and AlertDialog). */
export const dialogStyles = {
  overlay:
    'fixed inset-0 z-50 bg-navy/70 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in motion-reduce:animate-none',
  content:
    'fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl outline-none data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in motion-reduce:animate-none',
  title: 'text-xl font-bold text-ink',
  description: 'mt-2 text-ink-muted',
  footer: 'mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end',
} as const

export const destructiveButtonStyles =
  'inline-flex h-11 items-center justify-center gap-2 rounded-lg bg-red-700 px-5 text-sm font-semibold text-white hover:bg-red-800 disabled:pointer-events-none disabled:opacity-60'
