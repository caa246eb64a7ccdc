'use client'

import { useEffect } from 'react'
import { currentState } from './nav-items'
import { handleSectionLinkClick } from './section-link'

/**
 * What the server-rendered header needs from the browser, with no markup of its own: the
 * shrink past `threshold` px of scroll, aria-current on the link of the page being read (the
 * shared layout cannot know it), and section links that scroll even when the address already
 * has their hash.
 */
export function HeaderBehavior({ threshold }: { threshold: number }) {
  useEffect(() => {
    const header = document.getElementById('site-header')
    if (!header) return
    const links = header.querySelectorAll<HTMLAnchorElement>('a[data-nav-link]')
    for (const link of links) {
      const state = currentState(link.getAttribute('href') ?? '', window.location.pathname)
      if (state) link.setAttribute('aria-current', state)
      else link.removeAttribute('aria-current')
    }

    const onScroll = () => {
      const scrolled = window.scrollY > threshold ? 'true' : 'false'
      // Written only when the threshold is crossed, so scrolling causes no style work.
      if (header.dataset.scrolled !== scrolled) header.dataset.scrolled = scrolled
    }
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-nav-link]')
      if (link) handleSectionLinkClick(event, link.getAttribute('href') ?? '')
    }
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    header.addEventListener('click', onClick)
    return () => {
      window.removeEventListener('scroll', onScroll)
      header.removeEventListener('click', onClick)
    }
  }, [threshold])
  return null
}
