import { readFileSync } from 'node:fs'
import path from 'node:path'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ArrowRight, CalendarDays, Clock, type SiteIcon } from '.'
import { MaskIcon, type MaskIconName } from './mask-icon'

const css = readFileSync(path.resolve('src/app/globals.css'), 'utf8')

// The same drawings as the inline icons (icons.test.tsx holds those equal to lucide-react's).
const DRAWN: Record<MaskIconName, SiteIcon> = {
  'calendar-days': CalendarDays,
  clock: Clock,
  'arrow-right': ArrowRight,
}

/** Each shape of an SVG, one string per element, in order. */
function shapes(svg: string): string[] {
  const found: string[] = []
  for (const [, tag, attributes = ''] of svg.matchAll(/<(path|circle|rect)\b([^>]*?)\/?>/g)) {
    const attrs = Object.fromEntries(
      [...attributes.matchAll(/([a-z-]+)=["']([^"']*)["']/g)].map(([, k, v]) => [k, v]),
    )
    const { class: _class, ...geometry } = attrs
    found.push(`${tag} ${JSON.stringify(Object.entries(geometry).sort())}`)
  }
  return found
}

function cssIcon(name: MaskIconName): string {
  const rule = new RegExp(`\\.icon-${name} \\{\\s*--icon: url\\("data:image/svg\\+xml,([^"]+)"\\)`)
  const encoded = rule.exec(css)?.[1]
  if (!encoded) throw new Error(`globals.css has no .icon-${name}`)
  return decodeURIComponent(encoded)
}

describe('icons drawn by the stylesheet', () => {
  it.each(Object.keys(DRAWN) as MaskIconName[])('%s is the inline icon’s drawing', (name) => {
    const inline = renderToStaticMarkup(createElement(DRAWN[name]))
    const masked = cssIcon(name)
    expect(shapes(masked)).toEqual(shapes(inline))
    // Same grid and stroke, so it looks the same at the same size.
    for (const attribute of ['viewBox=.0 0 24 24.', 'stroke-width=.2.', 'stroke-linecap=.round.'])
      expect(masked).toMatch(new RegExp(attribute))
  })

  it('renders a hidden span with the mask and the size given', () => {
    expect(
      renderToStaticMarkup(createElement(MaskIcon, { name: 'clock', className: 'size-4' })),
    ).toBe('<span aria-hidden="true" class="icon-mask icon-clock size-4"></span>')
  })
})
