import { createHmac } from 'node:crypto'

const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

function base32Decode(input: string): Buffer {
  const bytes: number[] = []
  let buffer = 0
  let bits = 0
  for (const char of input.replace(/=+$/, '').toUpperCase()) {
    const value = BASE32_ALPHABET.indexOf(char)
    if (value === -1) throw new Error(`not base32: ${char}`)
    buffer = (buffer << 5) | value
    bits += 5
    if (bits >= 8) {
      bits -= 8
      bytes.push((buffer >> bits) & 0xff)
    }
  }
  return Buffer.from(bytes)
}

/** The base32 secret of an otpauth:// URI, as an authenticator app reads it from the QR code. */
export function secretFromTotpUri(uri: string): string {
  const secret = new URL(uri).searchParams.get('secret')
  if (!secret) throw new Error(`no secret in ${uri}`)
  return secret
}

/** RFC 6238 TOTP (HMAC-SHA1, 30 s, 6 digits): what the person's authenticator app shows. */
export function totp(secret: string, at: number = Date.now()): string {
  const counter = Buffer.alloc(8)
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)))
  const digest = createHmac('sha1', base32Decode(secret)).update(counter).digest()
  const offset = (digest[digest.length - 1] ?? 0) & 0x0f
  const binary = digest.readUInt32BE(offset) & 0x7fffffff
  return String(binary % 1_000_000).padStart(6, '0')
}

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
  const confirm = await post('/two-factor/verify-totp', { code: totp(secret) }, cookie)
  if (confirm.status !== 200) throw new Error(`verify failed: ${confirm.status}`)
  return { secret, backupCodes }
}
