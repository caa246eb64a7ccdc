'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'

/** How long a screen may take to stream its heading in before we stop waiting for it. */
const WAIT_MS = 10_000

/**
 * After a client-side navigation inside the panel, the keyboard goes to the new screen's h1,
 * as a full page load with the skip link would allow: Next's router keeps focus on the link
 * that was followed, so the next Tab walked the whole sidebar again before reaching the form.
 * A screen streams in after its spinner, so we wait for its heading; if the person has put
 * the focus inside the screen meanwhile, we leave it there.
 */
export function RouteFocus({ mainId }: { mainId: string }) {
  const pathname = usePathname()
  const previous = useRef(pathname)

  useEffect(() => {
    if (previous.current === pathname) return
    previous.current = pathname
    const main = document.getElementById(mainId)
    if (!main) return
    const leftBehind = document.activeElement
    // Focus on what was followed, on the panel's chrome (the phone menu's button, which its
    // drawer hands focus back to) or on the hidden previous screen is ours to move; focus the
    // person has put on the new screen is not.
    const untouched = () => {
      const active = document.activeElement
      if (!active || active === leftBehind || !main.contains(active)) return true
      return !active.isConnected || active.getClientRects().length === 0
    }
    const focusHeading = (): boolean => {
      // The router keeps the previous screen in the page, hidden: only a rendered h1 counts.
      const heading = [...main.querySelectorAll<HTMLElement>('h1')].find(
        (element) => element.getClientRects().length > 0,
      )
      if (!heading) return false
      if (!untouched()) return true
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1
      heading.focus({ preventScroll: true })
      return true
    }
    if (focusHeading()) return
    const observer = new MutationObserver(() => {
      if (focusHeading()) stop()
    })
    const timer = window.setTimeout(() => stop(), WAIT_MS)
    function stop() {
      observer.disconnect()
      window.clearTimeout(timer)
    }
    // A screen seen before is shown again by a style change rather than inserted.
    observer.observe(main, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['style', 'hidden'],
    })
    return stop
  }, [pathname, mainId])

  return null
}
