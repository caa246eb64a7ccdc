import { describe, expect, it } from 'vitest'
import { formatViolations, seriousViolations, type AxeViolation } from './support/axe-report'
import { fileNameFor, pageRoutes, publicPaths, unlisted } from './support/page-inventory'
import {
  CHECKER_GAPS,
  FRAMEWORK_ARTIFACTS,
  formatHtmlErrors,
  parseVnuOutput,
} from './support/vnu-report'

/* The pure helpers behind the accessibility and HTML checks (no browser, no server). */

function violation(id: string, impact: AxeViolation['impact'], targets: string[]): AxeViolation {
  return {
    id,
    impact,
    help: `Help for ${id}`,
    helpUrl: `https://dequeuniversity.com/rules/axe/4.11/${id}`,
    nodes: targets.map((target) => ({
      target: [target],
      failureSummary: `Fix any of the following:\n  Element ${target} is wrong`,
    })),
  }
}

describe('axe report', () => {
  it('keeps only serious and critical violations', () => {
    const all = [
      violation('a', 'minor', ['#a']),
      violation('b', 'moderate', ['#b']),
      violation('c', 'serious', ['#c']),
      violation('d', 'critical', ['#d']),
      violation('e', null, ['#e']),
    ]
    expect(seriousViolations(all).map((v) => v.id)).toEqual(['c', 'd'])
  })

  it('names the page, each rule, its help and every failing selector', () => {
    const text = formatViolations('/blog', [
      violation('color-contrast', 'serious', ['.muted', 'footer > p']),
      { ...violation('aria-dialog-name', 'critical', []), nodes: [{ target: [['host', 'x']] }] },
    ])
    expect(text).toContain('/blog: 2 serious/critical axe violations')
    expect(text).toContain('[serious] color-contrast: Help for color-contrast')
    expect(text).toContain('https://dequeuniversity.com/rules/axe/4.11/color-contrast')
    expect(text).toContain('    - .muted\n      Element .muted is wrong')
    expect(text).toContain('    - footer > p')
    expect(text).toContain('[critical] aria-dialog-name')
    expect(text).toContain('    - host >>> x')
  })

  it('shortens a rule failing on many elements', () => {
    const targets = Array.from({ length: 11 }, (_, i) => `#n${i}`)
    const text = formatViolations('/', [violation('link-name', 'serious', targets)])
    expect(text).toContain('#n7')
    expect(text).not.toContain('#n8')
    expect(text).toContain('… and 3 more')
    expect(text).toMatch(/^\/: 1 serious\/critical axe violation\n/)
  })
})

describe('Nu HTML Checker report', () => {
  const output = JSON.stringify({
    messages: [
      {
        type: 'error',
        url: 'file:/tmp/vnu-x/blog-categoria-martech.html',
        lastLine: 1,
        firstColumn: 120,
        lastColumn: 140,
        message: 'Duplicate ID “x”.',
        extract: '<div  id="x">\n</div>',
      },
      { type: 'info', subType: 'warning', url: 'file:/tmp/home.html', message: 'Warn' },
      { type: 'non-document-error', url: 'file:/tmp/gone.html', message: 'Cannot read' },
    ],
  })

  it('reads errors with their file, line, column and a one-line extract', () => {
    expect(parseVnuOutput(output)).toEqual([
      {
        file: 'blog-categoria-martech.html',
        line: 1,
        column: 120,
        message: 'Duplicate ID “x”.',
        extract: '<div id="x"> </div>',
      },
      { file: 'gone.html', line: 0, column: 0, message: 'Cannot read', extract: '' },
    ])
  })

  it('drops only the framework artifacts and the checker gaps, by exact message', () => {
    expect(CHECKER_GAPS.size).toBeGreaterThan(0)
    for (const message of [...FRAMEWORK_ARTIFACTS.keys(), ...CHECKER_GAPS.keys()]) {
      const errors = parseVnuOutput(
        JSON.stringify({
          messages: [
            { type: 'error', message },
            { type: 'error', message: `${message}!` },
          ],
        }),
      )
      expect(errors.map((error) => error.message)).toEqual([`${message}!`])
    }
  })

  it('lists every error readably', () => {
    const text = formatHtmlErrors(parseVnuOutput(output))
    expect(text).toContain('2 HTML errors (Nu HTML Checker)')
    expect(text).toContain(
      '  blog-categoria-martech.html:1:120 Duplicate ID “x”.\n      near: <div',
    )
    expect(text).toContain('  gone.html:0:0 Cannot read')
  })
})

describe('page inventory', () => {
  it('finds the page routes on disk, route groups left out', () => {
    const routes = pageRoutes('(site)', '')
    expect(routes).toEqual(expect.arrayContaining(['/', '/blog', '/blog/post/[slug]']))
    expect(routes.some((route) => route.includes('('))).toBe(false)
    expect(pageRoutes('admin', '/admin')).toEqual(
      expect.arrayContaining(['/admin', '/admin/login', '/admin/posts/[id]/edit']),
    )
  })

  it('names what is not listed', () => {
    expect(unlisted(['/', '/a', '/b'], ['/', '/b'])).toEqual(['/a'])
  })

  it('gives each public address its own file name', () => {
    expect(fileNameFor('/')).toBe('home.html')
    expect(fileNameFor('/blog?categoria=martech')).toBe('blog__categoria-martech.html')
    expect(fileNameFor('/blog/categoria/martech')).toBe('blog-categoria-martech.html')
    const names = publicPaths().map(fileNameFor)
    expect(new Set(names).size).toBe(names.length)
  })
})
