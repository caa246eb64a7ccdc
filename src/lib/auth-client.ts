'use client'

import { twoFactorClient } from 'better-auth/client/plugins'
import { createAuthClient } from 'better-auth/react'

/** The browser side of Better Auth, same origin (cookies), with the two-factor step. */
export const authClient = createAuthClient({
  plugins: [twoFactorClient()],
})
