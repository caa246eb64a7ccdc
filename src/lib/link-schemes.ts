/**
 * The spec's link schemes (section 5): the editor accepts only these, and the server's
 * sanitizer keeps only these, so what an editor can type is exactly what survives a save.
 */
export const LINK_SCHEMES = [
  'http',
  'https',
  'ftp',
  'ftps',
  'mailto',
  'tel',
  'callto',
  'sms',
  'cid',
  'xmpp',
] as const
