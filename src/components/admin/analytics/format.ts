import { percentChange, type Kpi } from '@/lib/analytics/dashboard'

const integer = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 })
const oneDecimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 })

/** "1.234" */
export function formatCount(value: number): string {
  return integer.format(value)
}

/** "12,5%" (one decimal at most); "—" for a figure that cannot be measured. */
export function formatPercent(value: number | null): string {
  return value === null ? '—' : `${oneDecimal.format(value)}%`
}

export interface Change {
  /** What the card shows: "+12,5%", "−3%", "0%" or "—". */
  text: string
  direction: 'up' | 'down' | 'flat' | null
  /** The same for a screen reader, in words: "aumento de 12,5% em relação ao período anterior". */
  spoken: string
}

/** The +/- % of a figure against the previous period, in text (never conveyed by color alone). */
export function describeChange(kpi: Kpi): Change {
  const change = percentChange(kpi)
  if (change === null) {
    return { text: '—', direction: null, spoken: 'sem dados do período anterior para comparar' }
  }
  const size = oneDecimal.format(Math.abs(change))
  // Rounded to one decimal: a change that prints as 0 is no change.
  if (size === '0') return { text: '0%', direction: 'flat', spoken: 'igual ao período anterior' }
  if (change > 0) {
    return {
      text: `+${size}%`,
      direction: 'up',
      spoken: `aumento de ${size}% em relação ao período anterior`,
    }
  }
  return {
    text: `−${size}%`,
    direction: 'down',
    spoken: `queda de ${size}% em relação ao período anterior`,
  }
}
