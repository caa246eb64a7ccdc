import { normalisePath, parentPath, parseAbsoluteUrl, splitUrl } from './paths'
import { appendPath, withQuery } from './query'
import type { RedirectRule } from './types'

/*
 * The rule table every request is checked against, built in memory from the database. A
 * request costs one normalisation and a few Map lookups whatever the number of rules: its exact
 * path, the rules that also need query parameters at that path (WordPress's `/?p=123`), then
 * each parent path for prefix rules, deepest first, so the longest prefix wins. No pattern a
 * user wrote is ever run.
 */

export interface RedirectHit {
  rule: RedirectRule
  /** Where to send the visitor, query merged; null for 410. */
  location: string | null
}

interface QueryRule {
  rule: RedirectRule
  params: [string, string][]
}

export interface RedirectTable {
  lookup(url: string): RedirectHit | null
  get(id: string): RedirectRule | undefined
  set(rule: RedirectRule): void
  delete(id: string): void
  /** The rules whose target is a path of this site equal to `path` (or under it, with `under`). */
  pointingAt(path: string, under: boolean): RedirectRule[]
  rules(): IterableIterator<RedirectRule>
  readonly size: number
}

/** The path of a target that is a path of this site, or null for an absolute URL or none. */
export function targetPath(target: string): string | null {
  if (target === '' || parseAbsoluteUrl(target)) return null
  return splitUrl(target).path
}

function hit(
  rule: RedirectRule,
  rest: string,
  query: string,
  consumed: ReadonlySet<string> | null,
): RedirectHit {
  if (rule.status === 410) return { rule, location: null }
  return { rule, location: withQuery(appendPath(rule.target, rest), query, consumed) }
}

const pairKey = ([name, value]: [string, string]) => `${name}\0${value}`

/** A query rule's first parameter (its sources are normalised: sorted, never empty). */
function firstParam(query: string): [string, string] {
  return new URLSearchParams(query).entries().next().value ?? ['', '']
}

/**
 * The query rule at one path that the request's parameters satisfy, the one asking for the
 * most when several do. Rules are indexed by their first parameter, so a request is checked
 * against the rules one of its own parameters names, not against every rule at the path
 * (an import holds thousands of `/?p=<id>` rules).
 */
function matchQueryRule(byPair: Map<string, QueryRule[]>, query: string): QueryRule | null {
  const sent = new URLSearchParams(query)
  let best: QueryRule | null = null
  for (const pair of sent) {
    for (const entry of byPair.get(pairKey(pair)) ?? []) {
      if (best && best.params.length >= entry.params.length) continue
      if (entry.params.every(([name, value]) => sent.getAll(name).includes(value))) best = entry
    }
  }
  return best
}

export function createRedirectTable(initial: Iterable<RedirectRule> = []): RedirectTable {
  const byId = new Map<string, RedirectRule>()
  const exact = new Map<string, RedirectRule>()
  const withParams = new Map<string, Map<string, QueryRule[]>>()
  const prefix = new Map<string, RedirectRule>()
  const byTarget = new Map<string, Set<string>>()

  function unindex(rule: RedirectRule) {
    const { path, query } = splitUrl(rule.source)
    if (rule.match === 'prefix') prefix.delete(path)
    else if (query === '') exact.delete(path)
    else {
      const byPair = withParams.get(path)
      const key = pairKey(firstParam(query))
      const list = byPair?.get(key)?.filter((entry) => entry.rule.id !== rule.id) ?? []
      if (list.length > 0) byPair?.set(key, list)
      else byPair?.delete(key)
      if (byPair?.size === 0) withParams.delete(path)
    }
    const target = targetPath(rule.target)
    if (target !== null) {
      const ids = byTarget.get(target)
      ids?.delete(rule.id)
      if (ids?.size === 0) byTarget.delete(target)
    }
  }

  function index(rule: RedirectRule) {
    const { path, query } = splitUrl(rule.source)
    if (rule.match === 'prefix') prefix.set(path, rule)
    else if (query === '') exact.set(path, rule)
    else {
      const params = [...new URLSearchParams(query).entries()]
      const byPair = withParams.get(path) ?? new Map<string, QueryRule[]>()
      const key = pairKey(firstParam(query))
      byPair.set(key, [...(byPair.get(key) ?? []), { rule, params }])
      withParams.set(path, byPair)
    }
    const target = targetPath(rule.target)
    if (target !== null) {
      const ids = byTarget.get(target) ?? new Set<string>()
      ids.add(rule.id)
      byTarget.set(target, ids)
    }
  }

  const table: RedirectTable = {
    lookup(url) {
      const { path: rawPath, query } = splitUrl(url)
      const path = normalisePath(rawPath)
      const byPair = query === '' ? undefined : withParams.get(path)
      if (byPair) {
        const found = matchQueryRule(byPair, query)
        if (found) return hit(found.rule, '', query, new Set(found.params.map(([name]) => name)))
      }
      const exactRule = exact.get(path)
      if (exactRule) return hit(exactRule, '', query, null)
      if (prefix.size > 0) {
        for (let at = path; at !== ''; at = parentPath(at)) {
          const rule = prefix.get(at)
          if (rule) return hit(rule, path.slice(at.length), query, null)
        }
      }
      return null
    },
    get: (id) => byId.get(id),
    set(rule) {
      const previous = byId.get(rule.id)
      if (previous) unindex(previous)
      byId.set(rule.id, rule)
      index(rule)
    },
    delete(id) {
      const previous = byId.get(id)
      if (!previous) return
      unindex(previous)
      byId.delete(id)
    },
    pointingAt(path, under) {
      const ids = new Set(byTarget.get(path) ?? [])
      if (under) {
        for (const [target, more] of byTarget)
          if (target.startsWith(`${path}/`)) for (const id of more) ids.add(id)
      }
      return [...ids].flatMap((id) => byId.get(id) ?? [])
    },
    rules: () => byId.values(),
    get size() {
      return byId.size
    },
  }
  for (const rule of initial) table.set(rule)
  return table
}
