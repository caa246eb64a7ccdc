'use client'

import { Menu, X } from 'lucide-react'
import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { Dialog } from 'radix-ui'
import { useRef, useState, type MouseEvent } from 'react'
import { buttonStyles } from '@/components/ui/button-styles'
import { currentState, demoItem, navItems } from './nav-items'
import { scrollToSection, sectionOnThisPage } from './section-link'

/** Side drawer for small screens. Radix handles the focus trap, Escape and scroll lock. */
export function MobileMenu() {
  const [open, setOpen] = useState(false)
  // A section of this page to reach once the drawer (and its scroll lock) is gone.
  const pendingSection = useRef<HTMLElement | null>(null)
  const navigate = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    const section = sectionOnThisPage(event, href)
    if (section) {
      event.preventDefault()
      pendingSection.current = section
    }
    setOpen(false)
  }

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        aria-label="Abrir menu"
        data-mobile-menu-button=""
        className="inline-flex size-11 items-center justify-center rounded-lg text-ink hover:bg-brand-50 md:hidden"
      >
        <Menu className="size-6" aria-hidden="true" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy/60 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in motion-reduce:animate-none" />
        <Dialog.Content
          aria-describedby={undefined}
          data-mobile-drawer=""
          onCloseAutoFocus={(event) => {
            const section = pendingSection.current
            if (!section) return
            pendingSection.current = null
            event.preventDefault()
            scrollToSection(section)
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-80 max-w-[85vw] flex-col bg-white shadow-2xl outline-none data-[state=closed]:animate-drawer-out data-[state=open]:animate-drawer-in motion-reduce:animate-none"
        >
          <div className="flex h-18 items-center justify-between border-b border-line px-5">
            <Dialog.Title className="font-display text-lg font-bold text-ink">Menu</Dialog.Title>
            <Dialog.Close
              aria-label="Fechar menu"
              className="inline-flex size-11 items-center justify-center rounded-lg text-ink hover:bg-brand-50"
            >
              <X className="size-6" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <DrawerNavList onNavigate={navigate} />
          <div className="border-t border-line p-5">
            <Link
              href={demoItem.href}
              onClick={(event) => navigate(event, demoItem.href)}
              className={buttonStyles({ size: 'lg', className: 'w-full' })}
            >
              {demoItem.label}
            </Link>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

// Mounted only while the drawer is open, which never happens during prerender, so reading
// the pathname here needs no Suspense boundary.
function DrawerNavList({
  onNavigate,
}: {
  onNavigate: (event: MouseEvent<HTMLAnchorElement>, href: string) => void
}) {
  const pathname = usePathname()
  return (
    <nav aria-label="Menu principal" className="flex-1 overflow-y-auto px-3 py-4">
      <ul className="flex flex-col gap-1">
        {navItems.map((item) => (
          <li key={item.href}>
            <Link
              href={item.href}
              onClick={(event) => onNavigate(event, item.href)}
              aria-current={currentState(item.href, pathname)}
              className="flex min-h-12 items-center rounded-lg px-3 text-base font-medium text-ink hover:bg-brand-50 hover:text-brand-700 aria-[current]:bg-brand-50 aria-[current]:text-brand-700"
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
