import { describe, expect, it } from 'vitest'
import { ADMIN_NAV_ITEMS, activeNavHref, visibleNavItems } from './nav-items'

const labels = (options: { isAdmin: boolean; twoFactorPending: boolean; leadAccess?: boolean }) =>
  visibleNavItems({ leadAccess: options.isAdmin, ...options }).map((item) => item.label)

describe('visibleNavItems', () => {
  it('gives admins every link', () => {
    expect(labels({ isAdmin: true, twoFactorPending: false })).toEqual([
      'Dashboard',
      'Análises',
      'Posts',
      'Novo Post',
      'Categorias',
      'Mídia',
      'Leads',
      'Planos',
      'Redirecionamentos',
      'Importar',
      'Usuários',
      'Auditoria',
      'Configurações',
      'Minha conta',
    ])
  })

  it('hides the admin-only links and, by default, the lead data from editors', () => {
    expect(labels({ isAdmin: false, twoFactorPending: false })).toEqual([
      'Dashboard',
      'Análises',
      'Posts',
      'Novo Post',
      'Categorias',
      'Mídia',
      'Minha conta',
    ])
  })

  it('shows editors Leads and Planos once an admin allowed them lead data', () => {
    expect(labels({ isAdmin: false, twoFactorPending: false, leadAccess: true })).toEqual([
      'Dashboard',
      'Análises',
      'Posts',
      'Novo Post',
      'Categorias',
      'Mídia',
      'Leads',
      'Planos',
      'Minha conta',
    ])
  })

  it('leaves only the account while two-factor sign-in is pending', () => {
    expect(labels({ isAdmin: true, twoFactorPending: true })).toEqual(['Minha conta'])
    expect(labels({ isAdmin: false, twoFactorPending: true })).toEqual(['Minha conta'])
  })
})

describe('activeNavHref', () => {
  it.each([
    ['/admin', '/admin'],
    ['/admin/analises', '/admin/analises'],
    ['/admin/posts', '/admin/posts'],
    ['/admin/posts/new', '/admin/posts/new'],
    ['/admin/posts/abc/edit', '/admin/posts'],
    ['/admin/categories', '/admin/categories'],
    ['/admin/midia', '/admin/midia'],
    ['/admin/leads', '/admin/leads'],
    ['/admin/users', '/admin/users'],
    ['/admin/auditoria', '/admin/auditoria'],
    ['/admin/configuracoes', '/admin/configuracoes'],
    ['/admin/conta', '/admin/conta'],
  ])('highlights %s as %s', (pathname, expected) => {
    expect(activeNavHref(pathname, ADMIN_NAV_ITEMS)).toBe(expected)
  })

  it('does not treat a shared prefix as a parent', () => {
    expect(activeNavHref('/admin/postsx', ADMIN_NAV_ITEMS)).toBe('/admin')
    expect(activeNavHref('/blog', ADMIN_NAV_ITEMS)).toBeNull()
    expect(activeNavHref(null, ADMIN_NAV_ITEMS)).toBeNull()
  })
})
