import { describe, expect, it } from 'vitest'
import { formatBRL, formatSales } from './format'

// Intl puts a no-break space between "R$" and the number.
const text = (value: string) => value.replace(/\u00a0/g, ' ')

describe('formatBRL', () => {
  it('writes every amount the same way: reais with centavos', () => {
    expect([2275, 650, 37.5, 0, 1234567.891].map((v) => text(formatBRL(v)))).toEqual([
      'R$ 2.275,00',
      'R$ 650,00',
      'R$ 37,50',
      'R$ 0,00',
      'R$ 1.234.567,89',
    ])
  })
})

describe('formatSales', () => {
  it('writes whole sales, and "menos de 1" when some revenue is expected', () => {
    expect(formatSales(19, 9675)).toBe('19')
    expect(formatSales(19.3, 9650)).toBe('19')
    expect(formatSales(1234, 1)).toBe('1.234')
    expect(formatSales(0, 270)).toBe('menos de 1')
    expect(formatSales(0, 0)).toBe('0')
  })
})
