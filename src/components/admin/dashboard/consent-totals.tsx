import type { ConsentTotals } from '@/server/consent/queries'
import { cardStyles } from '../ui/styles'

const CHOICES: { key: keyof ConsentTotals; label: string }[] = [
  { key: 'acceptAll', label: 'Aceitaram tudo' },
  { key: 'essentialOnly', label: 'Apenas essenciais' },
  { key: 'custom', label: 'Personalizaram' },
  { key: 'withdrawn', label: 'Revogaram, sem nova escolha' },
]

const CATEGORIES: { key: keyof ConsentTotals; label: string }[] = [
  { key: 'analytics', label: 'Permitem análise' },
  { key: 'marketing', label: 'Permitem marketing' },
]

const integer = new Intl.NumberFormat('pt-BR')

function Totals({ items, totals }: { items: typeof CHOICES; totals: ConsentTotals }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {items.map(({ key, label }) => (
        <div key={key} data-consent-total={key} className="rounded-xl bg-surface p-4">
          <dt className="text-sm font-medium text-ink-muted">{label}</dt>
          <dd className="mt-1 font-display text-2xl font-extrabold text-ink">
            {integer.format(totals[key])}
            <span className="ml-2 text-sm font-semibold text-ink-muted">
              {Math.round((totals[key] / totals.visitors) * 100)}%
            </span>
          </dd>
        </div>
      ))}
    </dl>
  )
}

/** LGPD proof-of-consent totals: each anonymous visitor counted by their latest decision. */
export function ConsentTotalsCard({ totals }: { totals: ConsentTotals }) {
  return (
    <section
      aria-labelledby="consentimento-title"
      data-consent-totals=""
      className={`${cardStyles} mt-8`}
    >
      <div className="border-b border-line px-5 py-4">
        <h2 id="consentimento-title" className="text-lg font-bold text-ink">
          Consentimento de cookies
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          Última decisão de cada visitante anônimo:{' '}
          <span data-consent-visitors="">{integer.format(totals.visitors)}</span> visitantes,{' '}
          <span data-consent-records="">{integer.format(totals.records)}</span> registros no total.
        </p>
      </div>
      {totals.visitors === 0 ? (
        <p className="px-5 py-10 text-center font-medium text-ink" data-consent-empty="">
          Nenhuma decisão registrada ainda
        </p>
      ) : (
        <div className="space-y-4 p-5">
          <Totals items={CHOICES} totals={totals} />
          <h3 className="text-sm font-semibold text-ink">Por categoria</h3>
          <Totals items={CATEGORIES} totals={totals} />
        </div>
      )}
    </section>
  )
}
