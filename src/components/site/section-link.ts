/** What the handlers read of a click: a React event or a native one. */
type LinkClick = Pick<
  MouseEvent,
  'defaultPrevented' | 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'preventDefault'
>

/**
 * The section a link points to when it is on the current page, else null. Next's Link does
 * nothing when the URL already carries that hash, so a second click on "Solicitar
 * Demonstração" after scrolling away would not move; these links scroll by themselves.
 */
export function sectionOnThisPage(event: LinkClick, href: string): HTMLElement | null {
  if (event.defaultPrevented || event.button !== 0) return null
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null
  const [path, hash] = href.split('#')
  if (!hash || window.location.pathname !== (path || '/')) return null
  return document.getElementById(hash)
}

/** Scrolls to the section, records its hash, and moves keyboard focus there. */
export function scrollToSection(section: HTMLElement): void {
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  section.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' })
  if (window.location.hash !== `#${section.id}`)
    window.history.pushState(null, '', `#${section.id}`)
  if (!section.hasAttribute('tabindex')) section.setAttribute('tabindex', '-1')
  section.focus({ preventScroll: true })
}

/** onClick for a link that may point at a section of the current page. */
export function handleSectionLinkClick(event: LinkClick, href: string): void {
  const section = sectionOnThisPage(event, href)
  if (!section) return
  event.preventDefault()
  scrollToSection(section)
}
