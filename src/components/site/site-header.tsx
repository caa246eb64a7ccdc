'use client'

import { usePathname } from 'next/navigation'
import { Suspense, useSyncExternalStore } from 'react'
import { buttonStyles } from '@/components/ui/button-styles'
import { Logo } from './logo'
import { MobileMenu } from './mobile-menu'
import { handleSectionLinkClick } from './section-link'
import { currentState, demoItem, navItems } from './nav-items'

/** The bar shrinks once the page is scrolled past this many pixels (spec section 9). */
export const NAV_SHRINK_THRESHOLD = 50

function subscribeToScroll(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true })
  return () => window.removeEventListener('scroll', onChange)
}

// A boolean snapshot means React only re-renders when the threshold is crossed.
function useScrolledPast(threshold: number): boolean {
  return useSyncExternalStore(
    subscribeToScroll,
    () => window.scrollY > threshold,
    () => false,
  )
}

export function SiteHeader() {
  const scrolled = useScrolledPast(NAV_SHRINK_THRESHOLD)

  return (
    <header
      id="site-header"
      data-site-header=""
      data-scrolled={scrolled ? 'true' : 'false'}
      className="group fixed inset-x-0 top-0 z-40 border-b border-transparent bg-white/95 backdrop-blur-md transition-[box-shadow,border-color] duration-200 data-[scrolled=true]:border-line data-[scrolled=true]:shadow-md motion-reduce:transition-none"
    >
      <div className="mx-auto flex h-18 max-w-7xl items-center justify-between gap-4 px-4 transition-[height] duration-200 group-data-[scrolled=true]:h-14 motion-reduce:transition-none sm:px-6 lg:gap-6 lg:px-8">
        <a href="/" aria-label="MídiaPlan, página inicial" className="shrink-0 rounded-md">
          <Logo className="origin-left transition-transform duration-200 group-data-[scrolled=true]:scale-90 motion-reduce:transition-none" />
        </a>

        <nav aria-label="Principal" className="hidden md:block">
          {/* The pathname suspends on routes whose params are only known at request time;
              only the link list waits, the fallback is the same list without aria-current. */}
          <Suspense fallback={<DesktopNavList currentPath={null} />}>
            <CurrentDesktopNavList />
          </Suspense>
        </nav>

        <div className="flex items-center gap-2">
          {/* A wrapper hides it: buttonStyles already sets a display value. */}
          <div className="hidden md:block">
            <a
              href={demoItem.href}
              onClick={(event) => handleSectionLinkClick(event, demoItem.href)}
              data-demo-link=""
              className={buttonStyles({ size: 'sm' })}
            >
              {demoItem.label}
            </a>
          </div>
          <MobileMenu />
        </div>
      </div>
    </header>
  )
}

function CurrentDesktopNavList() {
  return <DesktopNavList currentPath={usePathname()} />
}

function DesktopNavList({ currentPath }: { currentPath: string | null }) {
  return (
    <ul className="flex items-center gap-0.5 lg:gap-1">
      {navItems.map((item) => (
        <li key={item.href}>
          <a
            href={item.href}
            onClick={(event) => handleSectionLinkClick(event, item.href)}
            aria-current={currentState(item.href, currentPath)}
            className="rounded-md px-2.5 py-2 text-sm font-medium text-ink-muted transition-colors hover:text-brand-700 aria-[current]:font-semibold aria-[current]:text-brand-700 lg:px-3"
          >
            {item.label}
          </a>
        </li>
      ))}
    </ul>
  )
}
