import { describe, expect, it } from 'vitest'
import { LINK_SCHEMES } from '@/lib/link-schemes'
import { checkLinkUrl, isAllowedLinkUrl } from './link-url'

describe('checkLinkUrl', () => {
  it('accepts every scheme of the spec and paths of this site', () => {
    for (const scheme of LINK_SCHEMES) {
      expect(checkLinkUrl(`${scheme}:alvo`)).toEqual({ kind: 'ok', href: `${scheme}:alvo` })
    }
    expect(checkLinkUrl(' https://exemplo.com.br/a?b=1 ')).toEqual({
      kind: 'ok',
      href: 'https://exemplo.com.br/a?b=1',
    })
    expect(checkLinkUrl('/ai-planner')).toEqual({ kind: 'ok', href: '/ai-planner' })
    expect(checkLinkUrl('#faq')).toEqual({ kind: 'ok', href: '#faq' })
    expect(checkLinkUrl('MAILTO:x@exemplo.com.br').kind).toBe('ok')
  })

  it('turns a bare domain into https', () => {
    expect(checkLinkUrl('exemplo.com.br/guia')).toEqual({
      kind: 'ok',
      href: 'https://exemplo.com.br/guia',
    })
  })

  it('removes the link when the answer is empty', () => {
    expect(checkLinkUrl('   ')).toEqual({ kind: 'remove' })
  })

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'java\tscript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    '//evil.example/x',
    '\\\\evil.example',
    'texto solto',
    'ht tps://x',
  ])('refuses %s', (value) => {
    expect(checkLinkUrl(value).kind).toBe('refused')
    expect(isAllowedLinkUrl(value)).toBe(false)
  })
})
