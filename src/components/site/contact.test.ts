import { describe, expect, it } from 'vitest'
import {
  PARTNERSHIPS_MAILTO,
  SALES_MAILTO,
  WHATSAPP_NUMBER,
  mailtoLink,
  whatsappLink,
} from './contact'

describe('whatsappLink', () => {
  it('opens a chat with the commercial number and the message typed in', () => {
    const message = 'Olá! Quero entrar na lista de espera da Solução para Varejo do MídiaPlan?'
    const url = new URL(whatsappLink(message))
    expect(url.origin).toBe('https://wa.me')
    expect(url.pathname).toBe(`/${WHATSAPP_NUMBER}`)
    expect(url.searchParams.get('text')).toBe(message)
  })

  it('encodes every character that would break the query', () => {
    const link = whatsappLink('Preço & prazo? 100% #urgente + obrigado')
    expect(link.split('?text=')[1]).not.toMatch(/[ &#+?]/)
    expect(link).toContain(
      'text=Pre%C3%A7o%20%26%20prazo%3F%20100%25%20%23urgente%20%2B%20obrigado',
    )
  })

  it('uses a number made of digits only, with the country code 55', () => {
    expect(WHATSAPP_NUMBER).toMatch(/^55\d{10,11}$/)
  })
})

describe('mailtoLink', () => {
  it('links the address alone or with an encoded subject', () => {
    expect(mailtoLink('parcerias@midiaplan.com.br')).toBe('mailto:parcerias@midiaplan.com.br')
    expect(mailtoLink('a@b.com.br', 'Parceria & mídia')).toBe(
      'mailto:a@b.com.br?subject=Parceria%20%26%20m%C3%ADdia',
    )
  })

  it('builds the sales and partnerships links from the site addresses', () => {
    expect(SALES_MAILTO).toBe('mailto:comercial@midiaplan.com.br')
    expect(PARTNERSHIPS_MAILTO).toBe(
      'mailto:parcerias@midiaplan.com.br?subject=Parceria%20com%20a%20M%C3%ADdiaPlan',
    )
  })
})
