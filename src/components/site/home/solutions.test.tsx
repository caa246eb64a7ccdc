import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { findByAttribute } from '../landing/test-html'
import { Solutions } from './solutions'

const waitlists = (html: string) =>
  findByAttribute(html, 'data-waitlist').map((link) => link.attribs)

describe('Solutions waitlist buttons', () => {
  it('open the configured WhatsApp number in a new tab', () => {
    const links = waitlists(renderToStaticMarkup(<Solutions whatsappNumber="5511987654321" />))
    expect(links.map((l) => l['data-waitlist'])).toEqual(['varejo', 'qualidade-de-leads'])
    for (const link of links) {
      expect(link.href).toMatch(/^https:\/\/wa\.me\/5511987654321\?text=/)
      expect(link.target).toBe('_blank')
      expect(link.rel).toBe('noopener noreferrer')
    }
  })

  it('without a configured number write to sales by e-mail, in the same tab', () => {
    const html = renderToStaticMarkup(<Solutions whatsappNumber={null} />)
    expect(html).not.toContain('wa.me')
    expect(html).not.toContain('WhatsApp')
    const links = waitlists(html)
    expect(links).toHaveLength(2)
    for (const link of links) {
      expect(link.href).toMatch(/^mailto:comercial@midiaplan\.com\.br\?subject=Lista%20de%20espera/)
      expect(link.target).toBeUndefined()
    }
  })
})
