/* pt-BR number formatting for the plan; formatters are built once (Intl objects are costly). */

const brlWhole = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  maximumFractionDigits: 0,
})
const brlCents = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })
const whole = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 })
const oneDecimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 })
const percent = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 })

/** Reais: whole reais from R$ 1.000 up, cents below (a CPL of R$ 37,50 needs them). */
export function formatBRL(value: number): string {
  return Math.abs(value) >= 1000 ? brlWhole.format(value) : brlCents.format(value)
}

export function formatCount(value: number): string {
  return whole.format(value)
}

export function formatDecimal(value: number): string {
  return oneDecimal.format(value)
}

/** 0.25 -> "25%". */
export function formatPercent(value: number): string {
  return percent.format(value)
}

/** ROI as a multiple of the spend, or "-" when there is no spend. */
export function formatRoi(value: number | null): string {
  return value === null ? '-' : percent.format(value)
}
