import { randomUUID } from 'node:crypto'
import { hashPassword } from 'better-auth/crypto'
import type { Browser, BrowserContext } from 'playwright-core'
import { inject } from 'vitest'
import type { Role } from '@/server/db/types'
import { openServerDatabase } from './database'

export const TEST_PASSWORD = 'Senha@Teste2026'

/** Creates an account straight in the server's database (no sign-up form, no rate limit). */
export async function createAccount(options: {
  email?: string
  password?: string
  role: Role | null
  /** Staff accounts have confirmed their email; pass false for a fresh, unconfirmed sign-up. */
  emailVerified?: boolean
}) {
  const email = options.email ?? `pessoa-${randomUUID().slice(0, 8)}@exemplo.com.br`
  const password = options.password ?? TEST_PASSWORD
  const database = openServerDatabase()
  try {
    const id = randomUUID()
    await database.db
      .insertInto('user')
      .values({
        id,
        name: email.split('@')[0] ?? email,
        email,
        emailVerified: options.emailVerified ?? true,
      })
      .execute()
    await database.db
      .insertInto('account')
      .values({
        id: randomUUID(),
        accountId: id,
        providerId: 'credential',
        userId: id,
        password: await hashPassword(password),
      })
      .execute()
    if (options.role)
      await database.db
        .insertInto('user_roles')
        .values({ user_id: id, role: options.role })
        .execute()
    return { id, email, password }
  } finally {
    await database.destroy()
  }
}

/** Forgets every rate-limit window, so a file's sign-ins do not spend the next file's budget. */
export async function resetRateLimits(): Promise<void> {
  const database = openServerDatabase()
  try {
    await database.db.deleteFrom('rate_limit_buckets').execute()
  } finally {
    await database.destroy()
  }
}

/** Signs in over HTTP and returns a browser context that carries the session cookie. */
export async function signedInContext(
  browser: Browser,
  credentials: { email: string; password: string },
  viewport = { width: 1280, height: 800 },
): Promise<BrowserContext> {
  const baseURL = inject('baseURL')
  const response = await fetch(`${baseURL}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseURL },
    body: JSON.stringify(credentials),
  })
  if (response.status !== 200)
    throw new Error(`sign-in failed: ${response.status} ${await response.text()}`)
  // An account with two-factor on gets no session from the password alone.
  if (!response.headers.getSetCookie().some((c) => /session_token=[^;]/.test(c))) {
    throw new Error(`no session for ${credentials.email}: two-factor step required`)
  }
  const context = await browser.newContext({ baseURL, locale: 'pt-BR', viewport })
  const url = new URL(baseURL)
  await context.addCookies(
    response.headers.getSetCookie().map((header) => {
      const [pair = ''] = header.split(';')
      const index = pair.indexOf('=')
      return {
        name: pair.slice(0, index),
        value: pair.slice(index + 1),
        domain: url.hostname,
        path: '/',
        httpOnly: true,
        sameSite: 'Lax' as const,
      }
    }),
  )
  return context
}
