export type NavItem = { label: string; href: string }

// Hash items point at the home page so they also work from any other route: on "/" the
// browser (or the router) only scrolls, elsewhere it navigates and then lands on the section.
export const navItems: readonly NavItem[] = [
  { label: 'Soluções', href: '/#solucoes' },
  { label: 'AI Planner', href: '/ai-planner' },
  { label: 'Blog', href: '/blog' },
  { label: 'Como Funciona', href: '/#como-funciona' },
]

export const demoItem: NavItem = { label: 'Solicitar Demonstração', href: '/#solucoes' }

/**
 * "page" when the link is the current page, "true" when the current page lives under it
 * (a blog post under Blog), nothing for section anchors.
 */
export function currentState(href: string, pathname: string | null): 'page' | 'true' | undefined {
  if (!pathname || href.includes('#')) return undefined
  if (pathname === href) return 'page'
  if (href !== '/' && pathname.startsWith(`${href}/`)) return 'true'
  return undefined
}
