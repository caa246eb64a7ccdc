import { ShieldAlert } from 'lucide-react'

/** A page the signed-in role may not see, explained inside the panel. */
export function DeniedMessage({ message }: { message: string }) {
  return (
    <section
      aria-labelledby="pagina-negada-title"
      data-access-denied=""
      className="mx-auto mt-8 max-w-lg rounded-2xl border border-line bg-white p-8 text-center shadow-sm"
    >
      <ShieldAlert className="mx-auto size-10 text-red-700" aria-hidden="true" />
      <h1 id="pagina-negada-title" className="mt-3 text-2xl font-extrabold text-ink">
        Acesso Negado
      </h1>
      <p className="mt-2 text-ink">{message}</p>
    </section>
  )
}
