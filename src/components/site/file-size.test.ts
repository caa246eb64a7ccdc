import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const LIMIT = 300

function modules(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return modules(full)
    return /\.(ts|tsx)$/.test(name) ? [full] : []
  })
}

describe('public components', () => {
  it(`keep every module within the ${LIMIT}-line limit (split by responsibility instead)`, () => {
    const long = modules(import.meta.dirname)
      .map((file) => ({
        file: path.relative(import.meta.dirname, file),
        lines: readFileSync(file, 'utf8').split('\n').length - 1,
      }))
      .filter(({ lines }) => lines > LIMIT)
    expect(long).toEqual([])
  })
})
