import { LINK_SCHEMES } from '@/lib/link-schemes'

export type LinkCheck =
  { kind: 'remove' } | { kind: 'ok'; href: string } | { kind: 'refused'; message: string }

export const REFUSED_LINK_MESSAGE =
  'Use um endereço http, https, ftp, ftps, mailto, tel, callto, sms, cid ou xmpp, ou um caminho do site começando com /.'

/**
 * What the link prompt's answer means: empty removes the link; a known scheme or a path of
 * this site is used as is; a bare domain ("exemplo.com.br/x") becomes https; any other
 * scheme (javascript:, data:, ...) and protocol-relative addresses are refused.
 */
export function checkLinkUrl(input: string): LinkCheck {
  // Browsers ignore control characters and spaces inside a scheme ("java\tscript:").
  const value = input.trim()
  if (!value) return { kind: 'remove' }
  const compact = value.replace(/[\u0000-\u0020\u007f]/g, '')
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1]?.toLowerCase()
  if (scheme) {
    return (LINK_SCHEMES as readonly string[]).includes(scheme) && compact === value
      ? { kind: 'ok', href: value }
      : { kind: 'refused', message: REFUSED_LINK_MESSAGE }
  }
  if (value.startsWith('//') || value.startsWith('\\')) {
    return { kind: 'refused', message: REFUSED_LINK_MESSAGE }
  }
  if (/^[/#?]/.test(value)) return { kind: 'ok', href: value }
  if (/^[^\s/]+\.[^\s/]+/.test(value) && !/\s/.test(value)) {
    return { kind: 'ok', href: `https://${value}` }
  }
  return { kind: 'refused', message: REFUSED_LINK_MESSAGE }
}

/** For TipTap's Link extension: pasted or parsed links obey the same rule. */
export function isAllowedLinkUrl(url: string): boolean {
  return checkLinkUrl(url).kind === 'ok'
}
