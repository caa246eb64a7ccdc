import { describe, expect, it } from 'vitest'
import { isRouteHandler } from '@/server/http/route'
import { routeFiles } from './authorization-support'

const modules = import.meta.glob<Record<string, unknown>>('/src/app/api/**/route.ts', {
  eager: true,
})

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

describe('route handlers under src/app/api', () => {
  it('finds every route file', () => {
    const found = Object.keys(modules).map((file) =>
      file.replace(/^\/src\/app\/|\/route\.ts$/g, ''),
    )
    expect(found.sort()).toEqual(routeFiles('src/app/api').sort())
    expect(found.length).toBeGreaterThanOrEqual(12)
  })

  it('exports only handlers built by route(), so each has its access, origin and error checks', () => {
    const unwrapped: string[] = []
    for (const [file, exports] of Object.entries(modules)) {
      for (const [name, value] of Object.entries(exports)) {
        if (typeof value !== 'function') continue
        if (!METHODS.has(name) || !isRouteHandler(value)) unwrapped.push(`${file}: ${name}`)
      }
    }
    expect(unwrapped).toEqual([])
  })
})
