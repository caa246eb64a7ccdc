import {
  ArrowRightLeft,
  Calculator,
  ChartNoAxesColumn,
  FilePlus2,
  FileUp,
  FileText,
  Images,
  Inbox,
  LayoutDashboard,
  ScrollText,
  Settings,
  Tags,
  UserRound,
  Users,
  type LucideIcon,
} from 'lucide-react'

export interface AdminNavItem {
  href: string
  label: string
  icon: LucideIcon
  /** Shown to admins only; the pages check the role on the server anyway. */
  adminOnly?: boolean
  /** Lead data: admins, and editors only when an admin allowed it (the queries check again). */
  leadData?: boolean
  /** Still reachable while the team requires two-factor sign-in and this account has none. */
  allowedWithoutTwoFactor?: boolean
}

export const ADMIN_NAV_ITEMS: readonly AdminNavItem[] = [
  { href: '/admin', label: 'Dashboard', icon: LayoutDashboard },
  // Right after the overview: the figures a growth team opens every day (editors too).
  { href: '/admin/analises', label: 'Análises', icon: ChartNoAxesColumn },
  { href: '/admin/posts', label: 'Posts', icon: FileText },
  { href: '/admin/posts/new', label: 'Novo Post', icon: FilePlus2 },
  { href: '/admin/categories', label: 'Categorias', icon: Tags },
  { href: '/admin/midia', label: 'Mídia', icon: Images },
  { href: '/admin/leads', label: 'Leads', icon: Inbox, leadData: true },
  { href: '/admin/planos', label: 'Planos', icon: Calculator, leadData: true },
  {
    href: '/admin/redirecionamentos',
    label: 'Redirecionamentos',
    icon: ArrowRightLeft,
    adminOnly: true,
  },
  // Moving a WordPress or Ghost blog in: posts, images and a 301 for every old address.
  { href: '/admin/importar', label: 'Importar', icon: FileUp, adminOnly: true },
  { href: '/admin/users', label: 'Usuários', icon: Users, adminOnly: true },
  { href: '/admin/auditoria', label: 'Auditoria', icon: ScrollText, adminOnly: true },
  { href: '/admin/configuracoes', label: 'Configurações', icon: Settings, adminOnly: true },
  { href: '/admin/conta', label: 'Minha conta', icon: UserRound, allowedWithoutTwoFactor: true },
]

export function visibleNavItems(options: {
  isAdmin: boolean
  twoFactorPending: boolean
  /** This account may read lead data (see src/server/leads/access.ts). */
  leadAccess: boolean
}): AdminNavItem[] {
  return ADMIN_NAV_ITEMS.filter(
    (item) =>
      (options.isAdmin || !item.adminOnly) &&
      (options.leadAccess || !item.leadData) &&
      (!options.twoFactorPending || item.allowedWithoutTwoFactor),
  )
}

function isUnder(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`)
}

/**
 * The one link to highlight: the longest href the path is under, so /admin/posts/new lights
 * "Novo Post" (not "Posts"), /admin/posts/42/edit lights "Posts", /admin/users not "Dashboard".
 */
export function activeNavHref(pathname: string | null, items: readonly AdminNavItem[]) {
  if (!pathname) return null
  let best: string | null = null
  for (const { href } of items) {
    if (isUnder(pathname, href) && (best === null || href.length > best.length)) best = href
  }
  return best
}
