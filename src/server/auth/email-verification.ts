import 'server-only'
import { createEmailVerificationToken } from 'better-auth/api'
import type { Kysely } from 'kysely'
import { site } from '@/lib/site'
import type { Database } from '../db/types'
import { getEnv } from '../env'
import { createEmailSender, type EmailMessage, type EmailSender } from './email-sender'

/** How long a confirmation link works; a new one can be sent at any time. */
export const VERIFICATION_TTL_SECONDS = 24 * 60 * 60
export const CONFIRM_EMAIL_PATH = '/admin/login/confirmar-email'

const globalForSender = globalThis as typeof globalThis & { __emailSender?: EmailSender }

export function getEmailSender(): EmailSender {
  if (!globalForSender.__emailSender) {
    const env = getEnv()
    globalForSender.__emailSender = createEmailSender({
      smtpUrl: env.SMTP_URL,
      from: env.SMTP_FROM ?? `${site.name} <nao-responda@${new URL(env.SITE_URL).hostname}>`,
    })
  }
  return globalForSender.__emailSender
}

/** Test hook, with resetAuth: the next send reads the environment again. */
export function resetEmailSender(): void {
  globalForSender.__emailSender = undefined
}

export function verificationLink(token: string): string {
  return `${getEnv().SITE_URL}${CONFIRM_EMAIL_PATH}?token=${encodeURIComponent(token)}`
}

export function verificationMessage(email: string, link: string): EmailMessage {
  const hours = VERIFICATION_TTL_SECONDS / 3600
  return {
    to: email,
    subject: `Confirme seu email no painel ${site.name}`,
    text: [
      'Olá,',
      '',
      `Uma conta foi criada no painel ${site.name} com este email. Para confirmar que ele é seu, abra o link abaixo e entre com a senha que você escolheu:`,
      '',
      link,
      '',
      `O link vale por ${hours} horas. Se não foi você, ignore esta mensagem: sem a confirmação, a conta nunca recebe acesso ao painel.`,
    ].join('\n'),
  }
}

/** Whether confirmation links go out by email; without SMTP_URL they only reach the server log. */
export function mailsLinks(): boolean {
  return getEnv().SMTP_URL !== undefined
}

/**
 * A fresh confirmation link for this account, valid for VERIFICATION_TTL_SECONDS. It names the
 * account, and only that account's session can use it (email-confirmation.ts).
 */
export async function createVerificationLink(user: { id: string; email: string }): Promise<string> {
  const token = await createEmailVerificationToken(
    getEnv().BETTER_AUTH_SECRET,
    user.email,
    undefined,
    VERIFICATION_TTL_SECONDS,
    { userId: user.id },
  )
  return verificationLink(token)
}

/** Sends a fresh confirmation link for this account (sign-up sends the first one itself). */
export async function sendVerificationLink(user: { id: string; email: string }): Promise<void> {
  await getEmailSender()(verificationMessage(user.email, await createVerificationLink(user)))
}

/**
 * The account a link is for, read without checking the signature (Better Auth checks it when
 * the link is used): only to say which account must be signed in. Null when malformed.
 */
export function readVerificationClaim(token: string): { email: string; userId: string } | null {
  try {
    const payload: unknown = JSON.parse(
      Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'),
    )
    if (typeof payload !== 'object' || payload === null) return null
    const { email, userId } = payload as Record<string, unknown>
    return typeof email === 'string' && typeof userId === 'string' ? { email, userId } : null
  } catch {
    return null
  }
}

/**
 * Sign-up for an email held by an unconfirmed account without a role replaces that account:
 * whoever owns the inbox can always claim the address, and an account nobody confirmed holds
 * nothing worth keeping. Confirmed accounts are never touched.
 */
export async function releaseUnconfirmedEmail(db: Kysely<Database>, email: string): Promise<void> {
  const holder = await db
    .selectFrom('user as u')
    .leftJoin('user_roles as r', 'r.user_id', 'u.id')
    .select(['u.id', 'u.emailVerified', 'r.role'])
    .where('u.email', '=', email)
    .executeTakeFirst()
  if (!holder || holder.emailVerified === true || holder.role) return
  await db.deleteFrom('user').where('id', '=', holder.id).execute()
}
