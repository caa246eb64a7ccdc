import { LoaderCircle } from 'lucide-react'
import { buttonStyles } from '@/components/ui/button-styles'

/** Full-width submit that reads `busyLabel` and stays disabled while the request runs. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
}: {
  busy: boolean
  label: string
  busyLabel: string
}) {
  return (
    <button type="submit" disabled={busy} className={buttonStyles({ className: 'w-full' })}>
      {busy ? (
        <LoaderCircle
          className="size-4 animate-spin motion-reduce:animate-none"
          aria-hidden="true"
        />
      ) : null}
      {busy ? busyLabel : label}
    </button>
  )
}
