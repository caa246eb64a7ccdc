import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { ConsentTotals } from '@/server/consent/queries'
import { ConsentTotalsCard } from './consent-totals'

const ZERO: ConsentTotals = {
  visitors: 0,
  acceptAll: 0,
  essentialOnly: 0,
  custom: 0,
  withdrawn: 0,
  analytics: 0,
  marketing: 0,
  records: 0,
}

/** The text of one total's <dd>, e.g. "3" followed by its share. */
function total(html: string, key: string): string {
  const match = new RegExp(`data-consent-total="${key}".*?<dd[^>]*>(.*?)</dd>`).exec(html)
  return (match?.[1] ?? '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

describe('consent totals card', () => {
  it('says so when nothing was recorded, without dividing by zero', () => {
    const html = renderToStaticMarkup(<ConsentTotalsCard totals={ZERO} />)
    expect(html).toContain('Nenhuma decisão registrada ainda')
    expect(html).not.toContain('NaN')
  })

  it('shows each choice and category with its share of visitors', () => {
    const html = renderToStaticMarkup(
      <ConsentTotalsCard
        totals={{
          visitors: 8,
          acceptAll: 4,
          essentialOnly: 2,
          custom: 1,
          withdrawn: 1,
          analytics: 5,
          marketing: 4,
          records: 1234,
        }}
      />,
    )
    expect(total(html, 'acceptAll')).toBe('4 50%')
    expect(total(html, 'essentialOnly')).toBe('2 25%')
    expect(total(html, 'custom')).toBe('1 13%')
    expect(total(html, 'withdrawn')).toBe('1 13%')
    expect(total(html, 'analytics')).toBe('5 63%')
    expect(total(html, 'marketing')).toBe('4 50%')
    expect(html).toContain('1.234')
    for (const label of ['Aceitaram tudo', 'Apenas essenciais', 'Personalizaram'])
      expect(html).toContain(label)
  })
})
