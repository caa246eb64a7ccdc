'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { Logo } from '@/components/site/logo'
import { ROLE_LABELS } from '@/lib/validations/users'
import { activeNavHref, visibleNavItems } from './nav-items'
import { SignOutButton } from './sign-out-button'

export interface PanelUser {
  email: string
  /** The display name set in Minha conta; null while there is none. */
  name: string | null
  role: 'admin' | 'editor'
  /** The team requires two-factor sign-in and this account has not turned it on yet. */
  twoFactorPending: boolean
  /** May open Leads and Planos (admins; editors when an admin allowed it). */
  leadAccess: boolean
}

/** Brand, links and the signed-in account: the desktop sidebar and the phone drawer. */
export function SidebarContent({ user, onNavigate }: { user: PanelUser; onNavigate?: () => void }) {
  const pathname = usePathname()
  const items = visibleNavItems({
    isAdmin: user.role === 'admin',
    twoFactorPending: user.twoFactorPending,
    leadAccess: user.leadAccess,
  })
  const active = activeNavHref(pathname, items)

  return (
    <div className="flex h-full flex-col">
      <div className="border-b border-white/10 px-5 py-6">
        <Link href="/admin" onClick={onNavigate} className="inline-block" data-admin-brand="">
          <Logo tone="light" />
        </Link>
        <p className="mt-2 text-sm text-slate-300">Gerencie seu blog</p>
      </div>

      <nav aria-label="Painel administrativo" className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="flex flex-col gap-1">
          {items.map(({ href, label, icon: Icon }) => (
            <li key={href}>
              <Link
                href={href}
                onClick={onNavigate}
                aria-current={active === href ? 'page' : undefined}
                className="flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium text-slate-300 transition-colors hover:bg-white/10 hover:text-white aria-[current=page]:bg-white/15 aria-[current=page]:font-semibold aria-[current=page]:text-white aria-[current=page]:shadow-[inset_3px_0_0_var(--color-accent-300)]"
              >
                <Icon className="size-5 shrink-0" aria-hidden="true" />
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <div className="border-t border-white/10 p-4">
        <p className="text-xs text-slate-300">Conectado como</p>
        {/* The spec's line is the e-mail; the name the person chose goes above it. */}
        {user.name ? (
          <p
            className="truncate text-sm font-semibold text-white"
            title={user.name}
            data-admin-name=""
          >
            {user.name}
          </p>
        ) : null}
        <p
          className={
            user.name
              ? 'truncate text-xs text-slate-300'
              : 'truncate text-sm font-semibold text-white'
          }
          title={user.email}
          data-admin-email=""
        >
          {user.email}
        </p>
        <p className="mt-0.5 text-xs text-slate-300">{ROLE_LABELS[user.role]}</p>
        <SignOutButton className="mt-4 w-full border-white/30 text-white hover:bg-white/10" />
      </div>
    </div>
  )
}
