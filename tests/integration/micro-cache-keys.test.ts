import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import nextConfig from '../../next.config'
import { PAGE_QUERY_PARAMS } from '@/next-adapter/micro-cache.mjs'

const root = path.resolve(import.meta.dirname, '../..')

/** The query parameters each path's rewrites match on: what a cacheable page can depend on. */
async function rewriteParams(): Promise<Record<string, string[]>> {
  const rewrites = await nextConfig.rewrites?.()
  const rules = Array.isArray(rewrites)
    ? rewrites
    : [
        ...(rewrites?.beforeFiles ?? []),
        ...(rewrites?.afterFiles ?? []),
        ...(rewrites?.fallback ?? []),
      ]
  const out: Record<string, string[]> = {}
  for (const rule of rules)
    for (const condition of rule.has ?? [])
      if (condition.type === 'query') (out[rule.source] ??= []).push(condition.key)
  return out
}

const NGINX_CONF = readFileSync(path.join(root, 'deploy/nginx/midiaplan.conf'), 'utf8')

/** A `map <source> $<name> { ... }` block of deploy/nginx's file as its [pattern, value] lines. */
function nginxMap(source: string, name: string): [string, string][] {
  const start = NGINX_CONF.indexOf(`map ${source} $${name} {`)
  if (start === -1) throw new Error(`deploy/nginx/midiaplan.conf has no map ${source} $${name}`)
  const block = NGINX_CONF.slice(start, NGINX_CONF.indexOf('\n}', start))
  return [...block.matchAll(/^\s*("[^"]*"|\S+)\s+("[^"]*"|\S+);/gm)].map((m) =>
    [m[1] ?? '', m[2] ?? ''].map((part) => part.replace(/^"(.*)"$/, '$1')),
  ) as [string, string][]
}

/**
 * deploy/nginx's pages that depend on the query, as path -> parameters: `map $uri
 * $midiaplan_query_page` names each page's parameter, and the map that makes the key must let
 * exactly that page, with exactly that parameter and a slug, into the cache.
 */
function nginxParams(): Record<string, string[]> {
  const out: Record<string, string[]> = {}
  const keys = nginxMap('"$midiaplan_query_page $request_uri"', 'midiaplan_cache_query')
  for (const [pattern, param] of nginxMap('$uri', 'midiaplan_query_page')) {
    if (pattern === 'default') continue
    const page = /^~\*\^(\/[\w/-]*)\$$/.exec(pattern)?.[1]
    if (!page) throw new Error(`unexpected page pattern ${pattern}`)
    const stored = keys.find(([key]) => key.startsWith(`~^${param} ${page}(`))?.[0] ?? ''
    expect(stored).toContain(`${param}=[a-z0-9-]{1,100}))?$`)
    ;(out[page] ??= []).push(param)
  }
  return out
}

describe('the cache keys of public pages', () => {
  it('are the query parameters Next’s rewrites read, in the micro-cache and in nginx alike', async () => {
    const expected = await rewriteParams()
    expect(expected).toEqual({ '/blog': ['categoria'] })
    expect(
      Object.fromEntries(Object.entries(PAGE_QUERY_PARAMS).map(([k, v]) => [k, [...v]])),
    ).toEqual(expected)
    expect(nginxParams()).toEqual(expected)
  })
})
