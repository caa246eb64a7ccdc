import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import nextConfig from '../../next.config'
import { PAGE_QUERY_PARAMS } from '../../scripts/lib/micro-cache.mjs'

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

/** deploy/nginx's `map $uri $midiaplan_cache_query` as path -> parameters. */
function nginxParams(): Record<string, string[]> {
  const conf = readFileSync(path.join(root, 'deploy/nginx/midiaplan.conf'), 'utf8')
  const block = /map \$uri \$midiaplan_cache_query \{([\s\S]*?)\n\}/.exec(conf)?.[1] ?? ''
  const out: Record<string, string[]> = {}
  for (const line of block.split('\n')) {
    const match = /^\s*(\/\S*)\s+"([^"]*)";/.exec(line)
    if (match?.[1])
      out[match[1]] = [...(match[2] ?? '').matchAll(/(\w+)=\$arg_\1/g)].map((m) => m[1] ?? '')
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
