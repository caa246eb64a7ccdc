import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = process.cwd()

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : []
  })
}

describe('src/server/leads timers', () => {
  it('starts the retry timer from the server start only, never from a read or a submission', () => {
    const callers = sourceFiles(path.join(ROOT, 'src'))
      .filter((file) => /(?<!function )\bensureSweepTimer\(\)/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(ROOT, file).split(path.sep).join('/'))
    expect(callers).toEqual(['src/instrumentation.ts'])
  })
})
