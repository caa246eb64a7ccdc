import { LoaderCircle } from 'lucide-react'

/** Loading indicator: role="status" announces the label to screen readers. */
export function Spinner({
  label = 'Carregando...',
  className,
}: {
  label?: string
  className?: string
}) {
  return (
    <div
      role="status"
      data-admin-spinner=""
      className={['flex items-center justify-center py-16', className].filter(Boolean).join(' ')}
    >
      <LoaderCircle
        className="size-8 animate-spin text-brand-700 motion-reduce:animate-none"
        aria-hidden="true"
      />
      <span className="sr-only">{label}</span>
    </div>
  )
}

/** While the session and role resolve, before there is a panel to draw. */
export function FullScreenSpinner() {
  return <Spinner label="Carregando o painel..." className="min-h-dvh flex-1 bg-surface" />
}
