import { site } from '@/lib/site'

// Placeholder number: marketing must replace it with the real commercial WhatsApp
// (digits only: country code 55 + area code + number) before launch.
export const WHATSAPP_NUMBER = '5511999999999'

/** A WhatsApp chat link that opens with the message already typed. */
export function whatsappLink(message: string): string {
  return `https://wa.me/${WHATSAPP_NUMBER}?text=${encodeURIComponent(message)}`
}

/** A mail link, optionally with a subject already filled in. */
export function mailtoLink(email: string, subject?: string): string {
  return subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`
}

export const SALES_MAILTO = mailtoLink(site.salesEmail)

export const PARTNERSHIPS_MAILTO = mailtoLink(site.partnersEmail, `Parceria com a ${site.name}`)

/** Where data subjects reach the data-protection officer (encarregado) under the LGPD. */
export const PRIVACY_EMAIL = 'privacidade@midiaplan.com.br'
