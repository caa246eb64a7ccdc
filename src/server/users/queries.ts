import 'server-only'
import { getDatabase } from '../db'
import type { Role } from '../db/types'
import { createVerificationLink, mailsLinks } from '../auth/email-verification'
import { requireRole } from '../auth/session'

export interface StaffUser {
  id: string
  email: string
  name: string
  createdAt: Date
  role: Role | null
  twoFactorEnabled: boolean
  /** False until the owner used a confirmation link: no role can be granted before. */
  emailVerified: boolean
}

/** Every account with its role, oldest first; admins only. */
export async function listUsers(): Promise<StaffUser[]> {
  await requireRole('admin')
  const { db } = getDatabase()
  const rows = await db
    .selectFrom('user as u')
    .leftJoin('user_roles as r', 'r.user_id', 'u.id')
    .select([
      'u.id',
      'u.email',
      'u.name',
      'u.createdAt',
      'u.twoFactorEnabled',
      'u.emailVerified',
      'r.role',
    ])
    .orderBy('u.createdAt', 'asc')
    .orderBy('u.email', 'asc')
    .execute()
  // One role per user is what the app writes; admin wins if a row was added by hand.
  const byId = new Map<string, StaffUser>()
  for (const row of rows) {
    const existing = byId.get(row.id)
    if (existing && existing.role === 'admin') continue
    byId.set(row.id, {
      id: row.id,
      email: row.email,
      name: row.name,
      createdAt: row.createdAt,
      role: row.role ?? null,
      twoFactorEnabled: row.twoFactorEnabled === true,
      emailVerified: row.emailVerified === true,
    })
  }
  return [...byId.values()]
}

/**
 * Without SMTP, each unconfirmed account's confirmation link (fresh, valid 24 hours), for an
 * admin to hand over by another channel; null when links go out by email. A link is no key to
 * the account: only its own session, signed in with its password, can confirm with it.
 */
export async function pendingConfirmationLinks(
  users: Pick<StaffUser, 'id' | 'email' | 'emailVerified'>[],
): Promise<Map<string, string> | null> {
  await requireRole('admin')
  if (mailsLinks()) return null
  const pending = users.filter((user) => !user.emailVerified)
  return new Map(
    await Promise.all(
      pending.map(async (user) => [user.id, await createVerificationLink(user)] as const),
    ),
  )
}
