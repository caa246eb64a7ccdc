import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { addCompileHints, COMPILE_HINT } from '@/next-adapter/compile-hints'

const FRAMEWORK = 'static/chunks/0framework.js'
const RUNTIME = 'static/chunks/turbopack-runtime.js'
const PAGE_CHUNK = 'static/chunks/page-only.js'
const SOURCE = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([1,(e)=>{}])'

let dist: string | undefined
afterEach(() => {
  if (dist) rmSync(dist, { recursive: true, force: true })
  dist = undefined
})

function fakeBuild(manifest: unknown): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'))
  dist = dir
  mkdirSync(path.join(dir, 'static/chunks'), { recursive: true })
  for (const file of [FRAMEWORK, RUNTIME, PAGE_CHUNK]) writeFileSync(path.join(dir, file), SOURCE)
  writeFileSync(path.join(dir, 'build-manifest.json'), JSON.stringify(manifest))
  return dir
}

const read = (dir: string, file: string) => readFileSync(path.join(dir, file), 'utf8')

describe('V8 compile hints on the framework chunks', () => {
  it('puts the hint on its own first line of every root main file and nothing else', () => {
    const dir = fakeBuild({ rootMainFiles: [FRAMEWORK, RUNTIME, 'static/chunks/styles.css'] })
    const changed = addCompileHints(dir)
    expect(changed.map((f) => path.relative(dir, f)).sort()).toEqual([FRAMEWORK, RUNTIME].sort())
    expect(read(dir, FRAMEWORK)).toBe(`${COMPILE_HINT}\n${SOURCE}`)
    expect(read(dir, RUNTIME)).toBe(`${COMPILE_HINT}\n${SOURCE}`)
    expect(read(dir, PAGE_CHUNK)).toBe(SOURCE)
  })

  it('adds it once: a cached build that was hinted is left as it is', () => {
    const dir = fakeBuild({ rootMainFiles: [FRAMEWORK] })
    addCompileHints(dir)
    expect(addCompileHints(dir)).toEqual([])
    expect(read(dir, FRAMEWORK)).toBe(`${COMPILE_HINT}\n${SOURCE}`)
  })

  it('refuses a build without the manifest or its list, instead of silently skipping', () => {
    const dir = fakeBuild({ pages: {} })
    expect(() => addCompileHints(dir)).toThrow(/rootMainFiles/)
    rmSync(path.join(dir, 'build-manifest.json'))
    expect(() => addCompileHints(dir)).toThrow(/next build/)
  })
})
