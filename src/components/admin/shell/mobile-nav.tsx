'use client'

import { Menu, X } from 'lucide-react'
import Link from 'next/link'
import { Dialog } from 'radix-ui'
import { useState } from 'react'
import { Logo } from '@/components/site/logo'
import { SidebarContent, type PanelUser } from './sidebar-content'

/** Phone top bar: the sidebar moves into a drawer. Radix traps focus and handles Escape. */
export function MobileNav({ user }: { user: PanelUser }) {
  const [open, setOpen] = useState(false)

  return (
    <header
      data-surface="dark"
      className="sticky top-0 z-30 flex h-16 items-center justify-between gap-3 bg-navy px-4 md:hidden"
    >
      <Link href="/admin" aria-label="Painel, Dashboard" className="rounded-md">
        <Logo tone="light" />
      </Link>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Trigger
          aria-label="Abrir menu"
          data-admin-menu-button=""
          className="inline-flex size-11 items-center justify-center rounded-lg text-white hover:bg-white/10"
        >
          <Menu className="size-6" aria-hidden="true" />
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-navy/70 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in motion-reduce:animate-none" />
          <Dialog.Content
            aria-describedby={undefined}
            data-admin-drawer=""
            onCloseAutoFocus={(event) => {
              // A link led to another screen whose heading has the focus now (RouteFocus):
              // leave it there rather than going back to the menu button.
              const active = document.activeElement
              const drawer = event.currentTarget
              const inDrawer = drawer instanceof Node && drawer.contains(active)
              if (active && active !== document.body && !inDrawer) event.preventDefault()
            }}
            data-surface="dark"
            className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] bg-navy shadow-2xl outline-none data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in motion-reduce:animate-none"
          >
            <Dialog.Title className="sr-only">Menu do painel</Dialog.Title>
            <Dialog.Close
              aria-label="Fechar menu"
              className="absolute top-4 right-3 inline-flex size-11 items-center justify-center rounded-lg text-white hover:bg-white/10"
            >
              <X className="size-6" aria-hidden="true" />
            </Dialog.Close>
            <SidebarContent user={user} onNavigate={() => setOpen(false)} />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </header>
  )
}
