import 'server-only'
import { randomInt } from 'node:crypto'
import { passwordSchema } from '@/lib/validations/auth'
import { getDatabase } from '../db'
import type { Role } from '../db/types'
import { getAuth } from './auth'
import { setUserRole } from './roles'

export interface CreateOrPromoteInput {
  email: string
  /** Required for a new account; for an existing one it replaces the password. */
  password?: string
  role: Role | null
}

export interface CreateOrPromoteResult {
  userId: string
  created: boolean
  passwordChanged: boolean
}

export class UserInputError extends Error {
  override name = 'UserInputError'
}

/**
 * Creates an account through Better Auth (same hashing and policy as the sign-up form) or,
 * when the email exists, sets its role and optionally its password. Changing the password
 * ends the user's sessions. The operator vouches for the address: the account counts as
 * confirmed (no confirmation email), so a role can be granted to it.
 */
export async function createOrPromoteUser(
  input: CreateOrPromoteInput,
): Promise<CreateOrPromoteResult> {
  const { db } = getDatabase()
  const auth = getAuth()
  const email = input.email.trim().toLowerCase()
  if (input.password !== undefined) {
    const check = passwordSchema.safeParse(input.password)
    if (!check.success)
      throw new UserInputError(check.error.issues[0]?.message ?? 'Senha inválida.')
  }
  const existing = await db
    .selectFrom('user')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst()

  if (!existing) {
    if (input.password === undefined) {
      throw new UserInputError('Informe --password para criar uma conta nova.')
    }
    const { user } = await auth.api.signUpEmail({
      body: { email, password: input.password, name: email.split('@')[0] ?? email },
    })
    await markVerified(user.id)
    await setUserRole(db, user.id, input.role)
    return { userId: user.id, created: true, passwordChanged: false }
  }

  await markVerified(existing.id)
  await setUserRole(db, existing.id, input.role)
  if (input.password === undefined)
    return { userId: existing.id, created: false, passwordChanged: false }
  const ctx = await auth.$context
  const hash = await ctx.password.hash(input.password)
  const updated = await db
    .updateTable('account')
    .set({ password: hash, updatedAt: new Date() })
    .where('userId', '=', existing.id)
    .where('providerId', '=', 'credential')
    .executeTakeFirst()
  if (Number(updated.numUpdatedRows) === 0) {
    await ctx.internalAdapter.linkAccount({
      userId: existing.id,
      providerId: 'credential',
      accountId: existing.id,
      password: hash,
    })
  }
  await db.deleteFrom('session').where('userId', '=', existing.id).execute()
  return { userId: existing.id, created: false, passwordChanged: true }
}

async function markVerified(userId: string): Promise<void> {
  await getDatabase()
    .db.updateTable('user')
    .set({ emailVerified: true })
    .where('id', '=', userId)
    .execute()
}

const LOWER = 'abcdefghijkmnopqrstuvwxyz'
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ'
const DIGITS = '23456789'
const SYMBOLS = '@$!%*?&'

function pick(alphabet: string): string {
  return alphabet[randomInt(alphabet.length)] ?? ''
}

/** A random password that satisfies the spec's policy (20 characters, every class present). */
export function generatePassword(length = 20): string {
  const all = LOWER + UPPER + DIGITS + SYMBOLS
  const chars = [pick(LOWER), pick(UPPER), pick(DIGITS), pick(SYMBOLS)]
  while (chars.length < length) chars.push(pick(all))
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1)
    ;[chars[i], chars[j]] = [chars[j] ?? '', chars[i] ?? '']
  }
  return chars.join('')
}
