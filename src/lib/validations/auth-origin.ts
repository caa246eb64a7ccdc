/** The names one machine answers to on its own; a site configured on one is reached by all. */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]']

function isLoopback(hostname: string): boolean {
  return LOOPBACK_HOSTS.includes(hostname) || /^127(\.\d{1,3}){3}$/.test(hostname)
}

/**
 * The origins sign-in accepts: SITE_URL's, and when SITE_URL is a loopback address, the same
 * scheme and port under every loopback name (a local install opened as 127.0.0.1 or
 * localhost). A public site keeps its one origin.
 */
export function trustedOriginsFor(siteUrl: string): string[] {
  const site = new URL(siteUrl)
  if (!isLoopback(site.hostname)) return [site.origin]
  const port = site.port ? `:${site.port}` : ''
  return [
    site.origin,
    ...LOOPBACK_HOSTS.map((host) => `${site.protocol}//${host}${port}`).filter(
      (origin) => origin !== site.origin,
    ),
  ]
}

/** Whether a page opened at `origin` can sign in to the site configured as `siteUrl`. */
export function isTrustedOrigin(origin: string, siteUrl: string): boolean {
  return trustedOriginsFor(siteUrl).includes(origin)
}

/** What to tell someone who opened the admin at an address the sign-in does not accept. */
export function wrongAddressMessage(siteUrl: string): string {
  const login = `${new URL(siteUrl).origin}/admin/login`
  return `Este endereço não é o do site. Para entrar, abra ${login}`
}
