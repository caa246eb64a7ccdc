import { buttonStyles } from '@/components/ui/button-styles'
import { HeaderBehavior } from './header-behavior'
import { Logo } from './logo'
import { MobileMenu } from './mobile-menu'
import { demoItem, navItems } from './nav-items'

/** The bar shrinks once the page is scrolled past this many pixels (spec section 9). */
export const NAV_SHRINK_THRESHOLD = 50

/**
 * The fixed bar, rendered on the server: its markup costs no JavaScript. HeaderBehavior adds
 * the three things that need the browser (shrink on scroll, the current page's link, smooth
 * section links) and MobileMenu the drawer.
 */
export function SiteHeader() {
  return (
    <header
      id="site-header"
      data-site-header=""
      data-scrolled="false"
      className="group fixed inset-x-0 top-0 z-40 border-b border-transparent bg-white/95 backdrop-blur-md transition-[box-shadow,border-color] duration-200 data-[scrolled=true]:border-line data-[scrolled=true]:shadow-md motion-reduce:transition-none"
    >
      <div className="mx-auto flex h-18 max-w-7xl items-center justify-between gap-4 px-4 transition-[height] duration-200 group-data-[scrolled=true]:h-14 motion-reduce:transition-none sm:px-6 lg:gap-6 lg:px-8">
        <a href="/" aria-label="MídiaPlan, página inicial" className="shrink-0 rounded-md">
          <Logo className="origin-left transition-transform duration-200 group-data-[scrolled=true]:scale-90 motion-reduce:transition-none" />
        </a>

        <nav aria-label="Principal" className="hidden md:block">
          <ul className="flex items-center gap-0.5 lg:gap-1">
            {navItems.map((item) => (
              <li key={item.href}>
                <a
                  href={item.href}
                  data-nav-link=""
                  className="rounded-md px-2.5 py-2 text-sm font-medium text-ink-muted transition-colors hover:text-brand-700 aria-[current]:font-semibold aria-[current]:text-brand-700 lg:px-3"
                >
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          {/* A wrapper hides it: buttonStyles already sets a display value. */}
          <div className="hidden md:block">
            <a
              href={demoItem.href}
              data-demo-link=""
              data-nav-link=""
              className={buttonStyles({ size: 'sm' })}
            >
              {demoItem.label}
            </a>
          </div>
          <MobileMenu />
        </div>
      </div>
      <HeaderBehavior threshold={NAV_SHRINK_THRESHOLD} />
    </header>
  )
}
