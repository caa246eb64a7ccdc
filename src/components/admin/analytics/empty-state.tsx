import { ChartNoAxesColumn } from 'lucide-react'
import Link from 'next/link'
import { cardStyles } from '../ui/styles'

/**
 * No visit in the period: says how visits are counted (so an empty screen does not look like a
 * fault) and, to admins, where collection is turned on or off.
 */
export function AnalyticsEmptyState({
  filtered,
  isAdmin,
}: {
  filtered: boolean
  isAdmin: boolean
}) {
  return (
    <section
      aria-labelledby="analises-vazio"
      data-analytics-empty=""
      className={`${cardStyles} px-6 py-12 text-center`}
    >
      <ChartNoAxesColumn className="mx-auto size-10 text-ink-muted" aria-hidden="true" />
      <h2 id="analises-vazio" className="mt-3 text-lg font-bold text-ink">
        {filtered ? 'Nenhuma visita com este filtro no período' : 'Nenhuma visita neste período'}
      </h2>
      <p className="mx-auto mt-2 max-w-xl text-ink-muted">
        As visitas às páginas públicas do site aparecem aqui poucos segundos depois de acontecerem.
        A contagem é feita pelo próprio site, sem cookies e sem guardar nada no aparelho do
        visitante; robôs e navegadores com “Não rastrear” (GPC) não são contados.
      </p>
      {isAdmin ? (
        <p className="mt-3 text-sm text-ink-muted">
          A coleta pode ser ligada ou desligada em{' '}
          <Link href="/admin/configuracoes" className="font-semibold text-brand-700 underline">
            Configurações
          </Link>
          .
        </p>
      ) : null}
    </section>
  )
}
