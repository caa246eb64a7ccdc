import type { ReactNode } from 'react'
import { MobileNav } from './mobile-nav'
import { RouteFocus } from './route-focus'
import { SidebarContent, type PanelUser } from './sidebar-content'

/**
 * The signed-in frame: skip link, sidebar (a drawer on phones) and the main landmark, whose
 * heading takes the focus after each navigation.
 */
export function AdminShell({ user, children }: { user: PanelUser; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-1 flex-col bg-surface md:flex-row">
      <a
        href="#conteudo"
        className="fixed top-3 left-3 z-[60] -translate-y-24 rounded-lg bg-brand-700 px-4 py-3 text-sm font-semibold text-white shadow-lg transition-transform focus:translate-y-0 motion-reduce:transition-none"
      >
        Pular para o conteúdo
      </a>
      <MobileNav user={user} />
      <header
        data-surface="dark"
        data-admin-sidebar=""
        className="fixed inset-y-0 left-0 hidden w-64 bg-navy md:block"
      >
        <SidebarContent user={user} />
      </header>
      <main
        id="conteudo"
        tabIndex={-1}
        className="min-w-0 flex-1 px-4 py-6 outline-none sm:px-6 md:ml-64 lg:px-10 lg:py-10"
      >
        <div className="mx-auto max-w-6xl">{children}</div>
      </main>
      <RouteFocus mainId="conteudo" />
    </div>
  )
}
