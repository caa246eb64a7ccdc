import { describe, expect, inject, it } from 'vitest'
import { NOT_FOUND_PATH, fileNameFor, publicPaths } from './support/page-inventory'
import { validateHtml } from './support/vnu'
import { formatHtmlErrors } from './support/vnu-report'

const baseURL = inject('baseURL')
const CANARY = 'canary-invalid.html'

describe('HTML of the public pages', () => {
  it('is valid for the Nu HTML Checker, as the server sends it', async () => {
    const documents: Record<string, string> = {}
    for (const path of publicPaths()) {
      const response = await fetch(`${baseURL}${path}`)
      expect(response.status, path).toBe(path === NOT_FOUND_PATH ? 404 : 200)
      documents[fileNameFor(path)] = await response.text()
    }
    expect(Object.keys(documents)).toHaveLength(publicPaths().length)
    // A known mistake in the same run proves the checker reads the files and reports errors.
    documents[CANARY] =
      '<!DOCTYPE html><html lang="pt-BR"><head><title>x</title></head><body><img src="x.png"></body></html>'
    const found = await validateHtml(documents)
    expect(found.filter((error) => error.file === CANARY).map((error) => error.message)).toEqual([
      expect.stringContaining('An “img” element must have an “alt” attribute'),
    ])
    const errors = found.filter((error) => error.file !== CANARY)
    if (errors.length > 0) throw new Error(formatHtmlErrors(errors))
  }, 120_000)
})
