import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import vm from 'node:vm'
import { afterEach, describe, expect, it } from 'vitest'
import { rootMainFiles } from '@/next-adapter/compile-hints'
import {
  deferFrameworkBoot,
  LOADER_PREFIX,
  loaderSource,
  readDeferral,
} from '@/next-adapter/paint-first-boot'

const FRAMEWORK = [
  'static/chunks/boot.js',
  'static/chunks/react.js',
  'static/chunks/turbopack-x.js',
]
const PAGE_MANIFEST = 'server/app/(site)/page/build-manifest.json'
const OTHER_MANIFEST = 'server/app/admin/page/build-manifest.json'

let dist: string | undefined
afterEach(() => {
  if (dist) rmSync(dist, { recursive: true, force: true })
  dist = undefined
})

function fakeBuild(rootMain: unknown = FRAMEWORK): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'paint-first-'))
  dist = dir
  mkdirSync(path.join(dir, 'static/chunks'), { recursive: true })
  const manifest = { pages: {}, rootMainFiles: rootMain, rootMainFilesTree: { '/x': rootMain } }
  for (const file of ['build-manifest.json', PAGE_MANIFEST, OTHER_MANIFEST]) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), JSON.stringify(manifest))
  }
  return dir
}

const manifestOf = (dir: string, file: string) =>
  JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as {
    rootMainFiles: string[]
    rootMainFilesTree: Record<string, string[]>
  }

describe('deferFrameworkBoot', () => {
  it('points every manifest at one loader that lists the real chunks', () => {
    const dir = fakeBuild()
    const { loader, files } = deferFrameworkBoot(dir)
    expect(files).toEqual(FRAMEWORK)
    expect(loader.startsWith(LOADER_PREFIX) && loader.endsWith('.js')).toBe(true)
    for (const file of ['build-manifest.json', PAGE_MANIFEST, OTHER_MANIFEST]) {
      expect(manifestOf(dir, file).rootMainFiles).toEqual([loader])
      expect(manifestOf(dir, file).rootMainFilesTree).toEqual({ '/x': [loader] })
    }
    expect(readFileSync(path.join(dir, loader), 'utf8')).toBe(
      loaderSource(FRAMEWORK.map((f) => `/_next/${f}`)),
    )
  })

  it('runs once per build, and the compile hints still find the real chunks', () => {
    const dir = fakeBuild()
    const first = deferFrameworkBoot(dir)
    expect(deferFrameworkBoot(dir)).toEqual(first)
    expect(manifestOf(dir, 'build-manifest.json').rootMainFiles).toEqual([first.loader])
    expect(rootMainFiles(dir)).toEqual(FRAMEWORK.map((f) => path.join(dir, f)))
  })

  it('ignores the record of an earlier build whose manifests were rebuilt', () => {
    const dir = fakeBuild()
    deferFrameworkBoot(dir)
    const next = ['static/chunks/boot2.js', 'static/chunks/react2.js']
    writeFileSync(path.join(dir, 'build-manifest.json'), JSON.stringify({ rootMainFiles: next }))
    expect(readDeferral(dir)).toBeNull()
    expect(deferFrameworkBoot(dir).files).toEqual(next)
  })

  it('refuses a build without the list instead of silently skipping', () => {
    expect(() => deferFrameworkBoot(fakeBuild([]))).toThrow(/rootMainFiles/)
  })
})

/** Runs the loader against a minimal document and window, as a browser would. */
function runLoader(options: { paintTiming: boolean; prerendering?: boolean; parsed?: boolean }) {
  const appended: string[] = []
  const listeners: Record<string, () => void> = {}
  let observer: ((list: { getEntriesByName(name: string): unknown[] }) => void) | undefined
  const document = {
    readyState: options.parsed ? 'interactive' : 'loading',
    prerendering: options.prerendering ?? false,
    createElement: () => ({ src: '', async: false }),
    head: { appendChild: (el: { src: string; async: boolean }) => appended.push(el.src) },
    addEventListener: (type: string, fn: () => void) => (listeners[type] = fn),
  }
  class PerformanceObserver {
    static supportedEntryTypes = options.paintTiming ? ['paint', 'resource'] : ['resource']
    constructor(callback: typeof observer) {
      observer = callback
    }
    observe() {}
  }
  vm.runInNewContext(loaderSource(['/_next/a.js', '/_next/b.js']), {
    document,
    window: { PerformanceObserver },
  })
  return {
    appended,
    parsed: () => listeners.DOMContentLoaded?.(),
    paint: (name = 'first-contentful-paint') =>
      observer?.({ getEntriesByName: (n) => (n === name ? [{}] : []) }),
  }
}

const CHUNKS = ['/_next/a.js', '/_next/b.js']

describe('the loader in the browser', () => {
  it('adds the chunks once, when the first contentful paint is reported', () => {
    const page = runLoader({ paintTiming: true })
    page.parsed()
    page.paint('first-paint')
    expect(page.appended).toEqual([])
    page.paint()
    expect(page.appended).toEqual(CHUNKS)
    page.paint()
    expect(page.appended).toEqual(CHUNKS)
  })

  it('boots at DOMContentLoaded without paint timing, at once if already parsed', () => {
    const loading = runLoader({ paintTiming: false })
    expect(loading.appended).toEqual([])
    loading.parsed()
    expect(loading.appended).toEqual(CHUNKS)
    expect(runLoader({ paintTiming: false, parsed: true }).appended).toEqual(CHUNKS)
  })

  it('boots at once on a page prerendered for a later visit', () => {
    expect(runLoader({ paintTiming: true, prerendering: true }).appended).toEqual(CHUNKS)
  })
})
