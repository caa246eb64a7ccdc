import { describe, expect, it } from 'vitest'
import { parseEnv } from '@/server/env'
import {
  PARTNERSHIPS_MAILTO,
  SALES_MAILTO,
  mailtoLink,
  waitlistContact,
  whatsappLink,
} from './contact'

const MESSAGE = 'Olá! Quero entrar na lista de espera da Solução para Varejo do MídiaPlan?'

describe('whatsappLink', () => {
  it('opens a chat with the given number and the message typed in', () => {
    const url = new URL(whatsappLink('5511987654321', MESSAGE))
    expect(url.origin).toBe('https://wa.me')
    expect(url.pathname).toBe('/5511987654321')
    expect(url.searchParams.get('text')).toBe(MESSAGE)
  })

  it('encodes every character that would break the query', () => {
    const link = whatsappLink('5511987654321', 'Preço & prazo? 100% #urgente + obrigado')
    expect(link.split('?text=')[1]).not.toMatch(/[ &#+?]/)
    expect(link).toContain(
      'text=Pre%C3%A7o%20%26%20prazo%3F%20100%25%20%23urgente%20%2B%20obrigado',
    )
  })
})

describe('waitlistContact', () => {
  it('opens the configured WhatsApp number', () => {
    const contact = waitlistContact('Solução para Varejo', MESSAGE, '5511987654321')
    expect(contact.channel).toBe('whatsapp')
    expect(new URL(contact.href).pathname).toBe('/5511987654321')
  })

  it('without a number, writes to sales by e-mail with the same message: never a made-up number', () => {
    const contact = waitlistContact('Solução para Varejo', MESSAGE, null)
    expect(contact.channel).toBe('email')
    expect(contact.href).not.toContain('wa.me')
    const url = new URL(contact.href)
    expect(url.protocol).toBe('mailto:')
    expect(url.pathname).toBe('comercial@midiaplan.com.br')
    expect(url.searchParams.get('subject')).toBe('Lista de espera: Solução para Varejo')
    expect(url.searchParams.get('body')).toBe(MESSAGE)
  })
})

describe('NEXT_PUBLIC_WHATSAPP_NUMBER', () => {
  it('is optional, accepts the number as people write it and keeps the digits', () => {
    expect(parseEnv({}).NEXT_PUBLIC_WHATSAPP_NUMBER).toBeUndefined()
    expect(
      parseEnv({ NEXT_PUBLIC_WHATSAPP_NUMBER: '' }).NEXT_PUBLIC_WHATSAPP_NUMBER,
    ).toBeUndefined()
    expect(
      parseEnv({ NEXT_PUBLIC_WHATSAPP_NUMBER: '+55 (11) 98765-4321' }).NEXT_PUBLIC_WHATSAPP_NUMBER,
    ).toBe('5511987654321')
    expect(
      parseEnv({ NEXT_PUBLIC_WHATSAPP_NUMBER: '551133334444' }).NEXT_PUBLIC_WHATSAPP_NUMBER,
    ).toBe('551133334444')
  })

  it('refuses a number without the country code or with letters, naming the variable', () => {
    for (const value of ['11987654321', '55119876543210', 'whatsapp'])
      expect(() => parseEnv({ NEXT_PUBLIC_WHATSAPP_NUMBER: value })).toThrow(
        /NEXT_PUBLIC_WHATSAPP_NUMBER: 55 \+ DDD \+ número/,
      )
  })
})

describe('mailtoLink', () => {
  it('links the address alone or with an encoded subject and body', () => {
    expect(mailtoLink('parcerias@midiaplan.com.br')).toBe('mailto:parcerias@midiaplan.com.br')
    expect(mailtoLink('a@b.com.br', 'Parceria & mídia')).toBe(
      'mailto:a@b.com.br?subject=Parceria%20%26%20m%C3%ADdia',
    )
    expect(mailtoLink('a@b.com.br', 'Oi', 'Linha & mais')).toBe(
      'mailto:a@b.com.br?subject=Oi&body=Linha%20%26%20mais',
    )
  })

  it('builds the sales and partnerships links from the site addresses', () => {
    expect(SALES_MAILTO).toBe('mailto:comercial@midiaplan.com.br')
    expect(PARTNERSHIPS_MAILTO).toBe(
      'mailto:parcerias@midiaplan.com.br?subject=Parceria%20com%20a%20M%C3%ADdiaPlan',
    )
  })
})
