import { readdirSync, readFileSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  BYPASS_HEADERS,
  hasNextInternalQuery,
  NEXT_INTERNAL_QUERY_PREFIXES,
} from '@/next-adapter/micro-cache.mjs'

/*
 * The installed Next.js, read from node_modules: every private name src/next-adapter/ relies on
 * (src/next-adapter/README.md says where and why). An upgrade that renames or drops one fails
 * here, before a user meets a page cache that stopped checking tags or a micro-cache that keeps
 * an RSC payload as a page.
 */
const require = createRequire(import.meta.url)
const nextRoot = path.dirname(require.resolve('next/package.json'))
const source = (file: string) => readFileSync(path.join(nextRoot, file), 'utf8')
const load = (file: string) => require(path.join(nextRoot, file)) as Record<string, unknown>

const headers = load('dist/client/components/app-router-headers.js')
const constants = load('dist/lib/constants.js')

/** Every compiled server file of Next (CommonJS build only: the esm copy says the same). */
function serverFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) {
      if (name !== 'esm') serverFiles(full, out)
    } else if (name.endsWith('.js')) out.push(full)
  }
  return out
}

/** Methods an `export interface|declare class NAME {` of a .d.ts declares, in order. */
function declaredMethods(file: string, declaration: string): string[] {
  const text = source(file)
  const start = text.indexOf(declaration)
  if (start === -1) throw new Error(`${declaration} sumiu de next/${file}`)
  const body = text.slice(start, text.indexOf('\n}', start))
  return [...body.matchAll(/^ {4}(\w+)\??\(/gm)]
    .map((match) => match[1] ?? '')
    .filter((name) => name !== 'constructor')
}

/**
 * Every query parameter (or name prefix) Next defines for itself: the names its
 * stripInternalQueries removes, its `*_QUERY` / `*_PREFIX` constants, and every name its server
 * reads or deletes from a request's query by literal.
 */
function nextInternalQueryNames(): string[] {
  const names = new Set<string>()
  const utils = source('dist/server/internal-utils.js')
  const list = /const INTERNAL_QUERY_NAMES = \[([^\]]*)\]/.exec(utils)
  if (!list?.[1])
    throw new Error('INTERNAL_QUERY_NAMES sumiu de next/dist/server/internal-utils.js')
  for (const [, name] of list[1].matchAll(/_approuterheaders\.(\w+)/g)) {
    const value = headers[name ?? '']
    if (typeof value !== 'string') throw new Error(`app-router-headers não exporta ${name}`)
    names.add(value)
  }
  for (const exports of [headers, constants]) {
    for (const [name, value] of Object.entries(exports)) {
      if (/(_QUERY|_QUERY_PARAM_PREFIX|_MARKER_PREFIX)$/.test(name) && typeof value === 'string')
        names.add(value)
    }
  }
  const reads = /(?:delete )?query(?:\[['"]([^'"]+)['"]\]|\.(__\w+))/g
  for (const file of [
    ...serverFiles(path.join(nextRoot, 'dist/server')),
    ...serverFiles(path.join(nextRoot, 'dist/build/templates')),
  ]) {
    for (const match of readFileSync(file, 'utf8').matchAll(reads)) names.add(match[1] ?? match[2]!)
  }
  return [...names].sort()
}

describe('the installed Next.js still has what src/next-adapter relies on', () => {
  it('a query parameter of its own is never a micro-cache candidate', () => {
    const names = nextInternalQueryNames()
    // The three Next has defined for years; a scan that stops finding them is itself broken.
    expect(names).toEqual(expect.arrayContaining(['_rsc', 'nxtP', 'nxtI']))
    const unknown = names.filter(
      (name) => !hasNextInternalQuery(`?${name}=1`) || !hasNextInternalQuery(`?a=1&${name}x=1`),
    )
    expect(unknown, 'add them to NEXT_INTERNAL_QUERY_PREFIXES in micro-cache.mjs').toEqual([])
    for (const prefix of NEXT_INTERNAL_QUERY_PREFIXES) {
      expect(
        names.some((name) => name.startsWith(prefix)),
        prefix,
      ).toBe(true)
    }
  })

  it('a request header that changes what Next answers bypasses the micro-cache', () => {
    const flight = headers.FLIGHT_HEADERS
    expect(Array.isArray(flight)).toBe(true)
    // Only the dev server reads this one (hot reload of server components).
    const devOnly = new Set([headers.NEXT_HMR_REFRESH_HEADER])
    const wanted = [...(flight as string[]), headers.ACTION_HEADER, headers.NEXT_URL]
    const missing = wanted.filter(
      (name) => typeof name !== 'string' || (!devOnly.has(name) && !BYPASS_HEADERS.includes(name)),
    )
    expect(missing).toEqual([])
    const draftCookie = load('dist/server/api-utils/index.js').COOKIE_NAME_PRERENDER_BYPASS
    expect(draftCookie).toBe('__prerender_bypass')
    expect(source('dist/server/lib/cache-control.js')).toContain('s-maxage=')
  })

  it('the route cache handler: the file-system cache it wraps and the entries it reads', async () => {
    const loaded = load('dist/server/lib/incremental-cache/file-system-cache.js')
    const FileSystemCache = typeof loaded === 'function' ? loaded : loaded.default
    expect(typeof FileSystemCache).toBe('function')
    const prototype = (FileSystemCache as { prototype: Record<string, unknown> }).prototype
    for (const method of ['get', 'set', 'revalidateTag', 'resetRequestCache'])
      expect(typeof prototype[method], method).toBe('function')
    expect(
      declaredMethods(
        'dist/server/lib/incremental-cache/index.d.ts',
        'declare class CacheHandler {',
      ),
    ).toEqual(['get', 'set', 'revalidateTag', 'resetRequestCache'])
    expect(constants.NEXT_CACHE_TAGS_HEADER).toBe('x-next-cache-tags')
    const kinds = load('dist/server/response-cache/types.js').CachedRouteKind
    expect(kinds).toMatchObject({
      APP_PAGE: 'APP_PAGE',
      APP_ROUTE: 'APP_ROUTE',
      PAGES: 'PAGES',
      FETCH: 'FETCH',
    })
    const types = source('dist/server/response-cache/types.d.ts')
    for (const field of ['html', 'rscData', 'status', 'headers', 'segmentData', 'body'])
      expect(types, field).toMatch(new RegExp(`^ {4}${field}: `, 'm'))
    const shared = load('dist/shared/lib/constants.js')
    expect(shared.PHASE_PRODUCTION_BUILD).toBe('phase-production-build')
    // cache-tags.mjs's isExpired / isStale reproduce these two.
    const manifest = load('dist/server/lib/incremental-cache/tags-manifest.external.js')
    expect(typeof manifest.areTagsExpired).toBe('function')
    expect(typeof manifest.areTagsStale).toBe('function')
  })

  it("the 'use cache' handler implements every method of Next's interface", () => {
    expect(
      declaredMethods(
        'dist/server/lib/cache-handlers/types.d.ts',
        'export interface CacheHandler {',
      ),
    ).toEqual(['get', 'set', 'refreshTags', 'getExpiration', 'updateTags'])
  })

  it('the paint-first build step: its build mode, manifest files and fields', () => {
    const cli = source('dist/bin/next')
    const mode = /'--experimental-build-mode \[mode\]'[^)]*\)\.choices\(\[([^\]]*)\]/.exec(cli)
    expect(mode?.[1]).toMatch(/'compile',\s*'generate'/)
    const shared = load('dist/shared/lib/constants.js')
    expect(shared.BUILD_MANIFEST).toBe('build-manifest.json')
    expect(shared.SERVER_FILES_MANIFEST).toBe('required-server-files')
    const scripts = source('dist/server/app-render/required-scripts.js')
    expect(scripts).toContain('rootMainFiles')
    expect(scripts).toContain('rootMainFilesTree')
  })
})
