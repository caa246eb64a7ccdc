import { getAuth } from '@/server/auth/auth'

const BASE = 'http://localhost:3999/api/auth'

/** Sends a real HTTP-shaped request through Better Auth's handler, as the browser would. */
export async function authPost(
  path: string,
  body: unknown,
  ip = '203.0.113.7',
  extraHeaders: Record<string, string> = {},
): Promise<Response> {
  return getAuth().handler(
    new Request(`${BASE}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'http://localhost:3999',
        'x-forwarded-for': ip,
        ...extraHeaders,
      },
      body: JSON.stringify(body),
    }),
  )
}

/** Signs in and returns the Cookie header a browser would send next. */
export async function signInCookie(email: string, password: string, ip?: string): Promise<string> {
  const response = await authPost('/sign-in/email', { email, password }, ip)
  if (response.status !== 200)
    throw new Error(`sign-in failed: ${response.status} ${await response.text()}`)
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
}
