'use client'

import { lazyOr } from '@/components/ui/lazy-or'
import { Suspense, useEffect, useRef, useState, type ComponentProps, type MouseEvent } from 'react'
import type { Drawer as DrawerComponent } from './mobile-drawer'
import { MenuIcon } from './menu-icon'
import { scrollToSection, sectionOnThisPage } from './section-link'

// Started as soon as the visitor heads for the button, so the drawer is there by the click.
const loadDrawer = () => import('./mobile-drawer')
// Offline, the menu closes again instead of taking the page down with a chunk error.
const Drawer = lazyOr(() => loadDrawer().then((module) => module.Drawer), DrawerUnavailable)

function DrawerUnavailable({ onClose }: ComponentProps<typeof DrawerComponent>) {
  useEffect(onClose, [onClose])
  return <></>
}

/**
 * Side drawer for small screens, on the native modal <dialog>: the browser makes the page
 * behind it inert, closes it on Escape and draws the backdrop. A UI library's dialog cost
 * ~15 KB of gzipped JavaScript on every public page, over the 150 KB budget (bench/REPORT.md).
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false)
  const trigger = useRef<HTMLButtonElement>(null)
  // A section of this page to reach once the drawer (and its scroll lock) is gone.
  const pendingSection = useRef<HTMLElement | null>(null)
  const wasOpen = useRef(false)

  // Focus goes back to the button, or to the section a drawer link pointed at.
  useEffect(() => {
    if (open) {
      wasOpen.current = true
      return
    }
    if (!wasOpen.current) return
    wasOpen.current = false
    const section = pendingSection.current
    pendingSection.current = null
    if (section) scrollToSection(section)
    else trigger.current?.focus()
  }, [open])

  const navigate = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    const section = sectionOnThisPage(event, href)
    if (section) {
      event.preventDefault()
      pendingSection.current = section
    }
    setOpen(false)
  }

  const preload = () => void loadDrawer().catch(() => undefined)

  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-label="Abrir menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-mobile-menu-button=""
        onPointerEnter={preload}
        onTouchStart={preload}
        onFocus={preload}
        onClick={() => setOpen(true)}
        className="inline-flex size-11 items-center justify-center rounded-lg text-ink hover:bg-brand-50 md:hidden"
      >
        <MenuIcon>
          <path d="M4 5h16M4 12h16M4 19h16" />
        </MenuIcon>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <Drawer onClose={() => setOpen(false)} onNavigate={navigate} />
        </Suspense>
      ) : null}
    </>
  )
}
