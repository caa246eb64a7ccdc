import { site } from '@/lib/site'

// Placeholder number: marketing must replace it with the real commercial WhatsApp
// (digits only: country code 55 + area code + number) before launch.
export const WHATSAPP_NUMBER = '5511999999999'

/** A WhatsApp chat link that opens with the message already typed. */
export function whatsappLink(message: string): string {
  return `https://wa.me/${WHATSAPP_NUMBER}?text=${encodeURIComponent(message)}`
}

export const SALES_MAILTO = `mailto:${site.salesEmail}`
