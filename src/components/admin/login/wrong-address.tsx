'use client'

import { useSyncExternalStore } from 'react'
import { authErrorMessage } from '@/lib/auth-errors'
import { isTrustedOrigin, wrongAddressMessage } from '@/lib/validations/auth-origin'

const ORIGIN_CODES = new Set(['INVALID_ORIGIN', 'MISSING_OR_NULL_ORIGIN'])

/** The auth error in pt-BR; a refused origin names the address that works instead. */
export function loginErrorMessage(
  error: { code?: string; message?: string; status?: number } | null | undefined,
  siteUrl: string,
): string {
  if (error?.code && ORIGIN_CODES.has(error.code)) return wrongAddressMessage(siteUrl)
  return authErrorMessage(error)
}

const noSubscription = () => () => {}

/**
 * Shown when the page was opened at an address sign-in will refuse (a server IP, an old
 * domain), before the person types a password for nothing. Known only in the browser.
 */
export function WrongAddressNotice({ siteUrl }: { siteUrl: string }) {
  const wrong = useSyncExternalStore(
    noSubscription,
    () => !isTrustedOrigin(window.location.origin, siteUrl),
    () => false,
  )
  if (!wrong) return null
  const login = `${new URL(siteUrl).origin}/admin/login`
  return (
    <div
      role="alert"
      data-wrong-address=""
      className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
    >
      Este endereço não é o do site, e o login não funciona por ele. Para entrar, abra{' '}
      <a href={login} className="font-semibold break-all underline underline-offset-2">
        {login}
      </a>
      .
    </div>
  )
}
