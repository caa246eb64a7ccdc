import * as lucide from 'lucide-react'
import { createElement, type ComponentType, type SVGProps } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import * as icons from '.'

const render = (component: ComponentType<SVGProps<SVGSVGElement>>) =>
  renderToStaticMarkup(createElement(component, { className: 'size-5', 'aria-hidden': 'true' }))

// lucide adds its own "lucide lucide-<name> lucide-<alias>" classes; the rest must be identical.
const withoutLucideClasses = (markup: string) =>
  markup.replace(/class="([^"]*)"/, (_, classes: string) => {
    const kept = classes.split(' ').filter((name) => !/^lucide(-|$)/.test(name))
    return `class="${kept.join(' ')}"`
  })

describe('site icons', () => {
  const entries = Object.entries(icons).filter(([name]) => /^[A-Z]/.test(name))

  it('exports the icons public pages use', () => {
    expect(entries.length).toBeGreaterThan(30)
  })

  it.each(entries)('%s draws exactly what lucide-react draws', (name, component) => {
    const original = (lucide as unknown as Record<string, ComponentType<SVGProps<SVGSVGElement>>>)[
      name
    ]
    expect(original, `lucide-react has no ${name}`).toBeDefined()
    if (!original) return
    expect(render(component as ComponentType<SVGProps<SVGSVGElement>>)).toBe(
      withoutLucideClasses(render(original)),
    )
  })
})
