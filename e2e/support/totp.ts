import { secretFromTotpUri, totpCode } from '../../tests/support/totp'

/** RFC 6238 code, re-exported under the name the login tests use. */
export const totp = totpCode

/** The session cookie pairs ("name=value") a response sets, for the next request's Cookie header. */
function cookiePairs(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0] ?? '')
    .join('; ')
}

/**
 * Turns on two-factor sign-in for an account the way the security screen does: sign in, ask for
 * a secret, confirm it with a first code. Returns the base32 secret and the recovery codes.
 */
export async function enableTwoFactor(
  baseURL: string,
  credentials: { email: string; password: string },
): Promise<{ secret: string; backupCodes: string[] }> {
  const post = (path: string, body: unknown, cookie = '') =>
    fetch(`${baseURL}/api/auth${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseURL, cookie },
      body: JSON.stringify(body),
    })
  const signIn = await post('/sign-in/email', credentials)
  if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status}`)
  const cookie = cookiePairs(signIn)
  const enable = await post('/two-factor/enable', { password: credentials.password }, cookie)
  if (enable.status !== 200)
    throw new Error(`enable failed: ${enable.status} ${await enable.text()}`)
  const { totpURI, backupCodes } = (await enable.json()) as {
    totpURI: string
    backupCodes: string[]
  }
  const secret = secretFromTotpUri(totpURI)
  const confirm = await post('/two-factor/verify-totp', { code: totpCode(secret) }, cookie)
  if (confirm.status !== 200) throw new Error(`verify failed: ${confirm.status}`)
  return { secret, backupCodes }
}
