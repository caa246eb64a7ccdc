import { LoaderCircle } from 'lucide-react'

/** Shown while the server checks for a session, so a signed-in visitor never sees the form. */
export function LoginSpinner() {
  return (
    <div role="status" className="flex min-h-72 items-center justify-center" data-login-spinner="">
      <LoaderCircle
        className="size-8 animate-spin text-brand-700 motion-reduce:animate-none"
        aria-hidden="true"
      />
      <span className="sr-only">Carregando...</span>
    </div>
  )
}
