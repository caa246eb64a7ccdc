import { normalisePath, parentPath, splitUrl } from './paths'
import { appendPath, withQuery } from './query'
import type { RedirectMatch, RedirectStatus } from './types'

/*
 * How a request finds its rule, for both tables (matcher.ts, which an admin's save plans on,
 * and compiled.ts, which every request is checked against). A request costs one normalisation
 * and a few Map lookups whatever the number of rules: its exact path, the rules that also need
 * query parameters at that path (WordPress's `/?p=123`), then each parent path for prefix
 * rules, deepest first, so the longest prefix wins. No pattern a user wrote is ever run.
 * What a rule is stored as (`T`) is the table's choice.
 */

interface QueryEntry<T> {
  value: T
  params: [string, string][]
}

export interface RuleIndex<T> {
  exact: Map<string, T>
  prefix: Map<string, T>
  /** Path → first parameter of the rule's query → the rules at that path asking for it. */
  withParams: Map<string, Map<string, QueryEntry<T>[]>>
}

/** What a request matched: the rule, the part of its path under a prefix, its own query. */
export interface RuleMatch<T> {
  value: T
  rest: string
  query: string
  /** The parameters a query rule matched on: they identified the old address, not passed on. */
  consumed: ReadonlySet<string> | null
}

export function createRuleIndex<T>(): RuleIndex<T> {
  return { exact: new Map(), prefix: new Map(), withParams: new Map() }
}

const pairKey = ([name, value]: [string, string]) => `${name}\0${value}`

/** A query rule's first parameter (its sources are normalised: sorted, never empty). */
function firstParam(query: string): [string, string] {
  return new URLSearchParams(query).entries().next().value ?? ['', '']
}

/** Indexes `value` under a normalised source; a rule already at that source is replaced. */
export function addRule<T>(index: RuleIndex<T>, source: string, match: RedirectMatch, value: T) {
  const { path, query } = splitUrl(source)
  if (match === 'prefix') index.prefix.set(path, value)
  else if (query === '') index.exact.set(path, value)
  else {
    const params = [...new URLSearchParams(query).entries()]
    const byPair = index.withParams.get(path) ?? new Map<string, QueryEntry<T>[]>()
    const key = pairKey(firstParam(query))
    byPair.set(key, [...(byPair.get(key) ?? []), { value, params }])
    index.withParams.set(path, byPair)
  }
}

/** Takes `value` (as it was added) out of the index. */
export function removeRule<T>(index: RuleIndex<T>, source: string, match: RedirectMatch, value: T) {
  const { path, query } = splitUrl(source)
  if (match === 'prefix') {
    if (index.prefix.get(path) === value) index.prefix.delete(path)
  } else if (query === '') {
    if (index.exact.get(path) === value) index.exact.delete(path)
  } else {
    const byPair = index.withParams.get(path)
    const key = pairKey(firstParam(query))
    const list = byPair?.get(key)?.filter((entry) => entry.value !== value) ?? []
    if (list.length > 0) byPair?.set(key, list)
    else byPair?.delete(key)
    if (byPair?.size === 0) index.withParams.delete(path)
  }
}

/**
 * The query rule at one path that the request's parameters satisfy, the one asking for the
 * most when several do. Rules are indexed by their first parameter, so a request is checked
 * against the rules one of its own parameters names, not against every rule at the path
 * (an import holds thousands of `/?p=<id>` rules).
 */
function matchQueryRule<T>(
  byPair: Map<string, QueryEntry<T>[]>,
  query: string,
): QueryEntry<T> | null {
  const sent = new URLSearchParams(query)
  let best: QueryEntry<T> | null = null
  for (const pair of sent) {
    for (const entry of byPair.get(pairKey(pair)) ?? []) {
      if (best && best.params.length >= entry.params.length) continue
      if (entry.params.every(([name, value]) => sent.getAll(name).includes(value))) best = entry
    }
  }
  return best
}

/** The rule `url` (path and query as sent) matches, or null. */
export function matchRule<T>(index: RuleIndex<T>, url: string): RuleMatch<T> | null {
  const { path: rawPath, query } = splitUrl(url)
  const path = normalisePath(rawPath)
  const byPair = query === '' ? undefined : index.withParams.get(path)
  if (byPair) {
    const found = matchQueryRule(byPair, query)
    if (found) {
      const consumed = new Set(found.params.map(([name]) => name))
      return { value: found.value, rest: '', query, consumed }
    }
  }
  const exact = index.exact.get(path)
  if (exact !== undefined) return { value: exact, rest: '', query, consumed: null }
  if (index.prefix.size > 0) {
    for (let at = path; at !== ''; at = parentPath(at)) {
      const value = index.prefix.get(at)
      if (value !== undefined) return { value, rest: path.slice(at.length), query, consumed: null }
    }
  }
  return null
}

/** Where a matched rule sends the visitor, query merged; null for 410. */
export function locationOf(
  target: string,
  status: RedirectStatus,
  found: RuleMatch<unknown>,
): string | null {
  if (status === 410) return null
  return withQuery(appendPath(target, found.rest), found.query, found.consumed)
}
