/* pt-BR number formatting for the plan; formatters are built once (Intl objects are costly). */

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })
const whole = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 })
const oneDecimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 })
const percent = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 })

/**
 * Reais, always with centavos: one format on the whole plan, so R$ 2.100,00 and R$ 600,00 sit
 * side by side, a CPL of R$ 37,50 keeps its cents and the 70-20-10 parts add up to the cent.
 */
export function formatBRL(value: number): string {
  return brl.format(value)
}

export function formatCount(value: number): string {
  return whole.format(value)
}

/** Whole sales; a month that expects some revenue but not one whole sale says so. */
export function formatSales(sales: number, revenue: number): string {
  return sales < 1 && revenue > 0 ? 'menos de 1' : formatCount(Math.floor(sales))
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
