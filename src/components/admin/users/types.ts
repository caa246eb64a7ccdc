import type { ROLE_CHOICES } from '@/lib/validations/users'

export type RoleChoice = (typeof ROLE_CHOICES)[number]

/** What the users table needs of an account, dates already formatted on the server. */
export interface UserRow {
  id: string
  email: string
  role: RoleChoice
  twoFactorEnabled: boolean
  emailVerified: boolean
  /** Without SMTP, the pending account's confirmation link for the admin to hand over. */
  confirmationLink: string | null
  createdAtIso: string
  createdAtLabel: string
}
