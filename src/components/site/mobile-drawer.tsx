'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent } from 'react'
import { buttonStyles } from '@/components/ui/button-styles'
import { MenuIcon } from './menu-icon'
import { currentState, demoItem, navItems } from './nav-items'

/**
 * The drawer itself, loaded only when the menu button is first touched: most visitors never
 * open it, and every public page stays inside the 150 KB JavaScript budget (bench/REPORT.md).
 */
export function Drawer({
  onClose,
  onNavigate,
}: {
  onClose: () => void
  onNavigate: (event: MouseEvent<HTMLAnchorElement>, href: string) => void
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()

  useEffect(() => {
    const element = dialog.current
    if (element && !element.open) element.showModal()
  }, [])

  // The page behind is inert, but Tab past the last item would leave for the browser's UI.
  const keepFocusInside = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !dialog.current) return
    const focusable = dialog.current.querySelectorAll<HTMLElement>('a[href], button')
    const first = focusable[0]
    const last = focusable[focusable.length - 1]
    if (!first || !last) return
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  return (
    <dialog
      ref={dialog}
      // Explicit for tests and older assistive tech; <dialog> already has this role.
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      data-mobile-drawer=""
      onCancel={(event) => {
        // Escape: unmount through React instead of leaving a closed element behind.
        event.preventDefault()
        onClose()
      }}
      // A click on the backdrop lands on the dialog itself; inside, it lands on the panel.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose()
      }}
      onKeyDown={keepFocusInside}
      className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-80 max-w-[85vw] animate-drawer-in border-0 bg-white p-0 text-ink shadow-2xl outline-none backdrop:animate-fade-in backdrop:bg-navy/60 motion-reduce:animate-none backdrop:motion-reduce:animate-none"
    >
      <div className="flex h-full flex-col">
        <div className="flex h-18 items-center justify-between border-b border-line px-5">
          <h2 id={titleId} className="font-display text-lg font-bold text-ink">
            Menu
          </h2>
          <button
            type="button"
            aria-label="Fechar menu"
            onClick={onClose}
            className="inline-flex size-11 items-center justify-center rounded-lg text-ink hover:bg-brand-50"
          >
            <MenuIcon>
              <path d="M18 6 6 18M6 6l12 12" />
            </MenuIcon>
          </button>
        </div>
        <DrawerNavList onNavigate={onNavigate} />
        <div className="border-t border-line p-5">
          <a
            href={demoItem.href}
            onClick={(event) => onNavigate(event, demoItem.href)}
            className={buttonStyles({ size: 'lg', className: 'w-full' })}
          >
            {demoItem.label}
          </a>
        </div>
      </div>
    </dialog>
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
            <a
              href={item.href}
              onClick={(event) => onNavigate(event, item.href)}
              aria-current={currentState(item.href, pathname)}
              className="flex min-h-12 items-center rounded-lg px-3 text-base font-medium text-ink hover:bg-brand-50 hover:text-brand-700 aria-[current]:bg-brand-50 aria-[current]:text-brand-700"
            >
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
