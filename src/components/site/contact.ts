import { site } from '@/lib/site'

/** A WhatsApp chat link (number: digits, country code 55 first) with the message typed in. */
export function whatsappLink(number: string, message: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(message)}`
}

/** A mail link, optionally with a subject (and a body) already filled in. */
export function mailtoLink(email: string, subject?: string, body?: string): string {
  const fields = [
    subject ? `subject=${encodeURIComponent(subject)}` : '',
    body ? `body=${encodeURIComponent(body)}` : '',
  ].filter(Boolean)
  return fields.length > 0 ? `mailto:${email}?${fields.join('&')}` : `mailto:${email}`
}

export const SALES_MAILTO = mailtoLink(site.salesEmail)

export const PARTNERSHIPS_MAILTO = mailtoLink(site.partnersEmail, `Parceria com a ${site.name}`)

/** Where data subjects reach the data-protection officer (encarregado) under the LGPD. */
export const PRIVACY_EMAIL = 'privacidade@midiaplan.com.br'

export interface WaitlistContact {
  href: string
  channel: 'whatsapp' | 'email'
}

/**
 * Where a waitlist button leads: the commercial WhatsApp when one is configured
 * (NEXT_PUBLIC_WHATSAPP_NUMBER), otherwise an e-mail to sales with the same message. Never a
 * made-up number.
 */
export function waitlistContact(
  offer: string,
  message: string,
  whatsappNumber: string | null,
): WaitlistContact {
  if (whatsappNumber) return { href: whatsappLink(whatsappNumber, message), channel: 'whatsapp' }
  return {
    href: mailtoLink(site.salesEmail, `Lista de espera: ${offer}`, message),
    channel: 'email',
  }
}
