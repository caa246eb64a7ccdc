import { parseAbsoluteUrl, splitUrl } from './paths'
import { addRule, createRuleIndex, locationOf, matchRule, removeRule } from './rule-index'
import type { RedirectRule, RedirectStatus } from './types'

/*
 * The rule table an admin's save is planned on (plan.ts): rules by id and by target, so a chain
 * can be collapsed and a loop found, changed row after row. Requests are checked against the
 * compact, read-only copy of compiled.ts instead; both match through rule-index.ts.
 */

export interface RedirectHit {
  id: string
  status: RedirectStatus
  /** Where to send the visitor, query merged; null for 410. */
  location: string | null
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

export function createRedirectTable(initial: Iterable<RedirectRule> = []): RedirectTable {
  const byId = new Map<string, RedirectRule>()
  const index = createRuleIndex<RedirectRule>()
  const byTarget = new Map<string, Set<string>>()

  function unindex(rule: RedirectRule) {
    removeRule(index, rule.source, rule.match, rule)
    const target = targetPath(rule.target)
    if (target !== null) {
      const ids = byTarget.get(target)
      ids?.delete(rule.id)
      if (ids?.size === 0) byTarget.delete(target)
    }
  }

  function add(rule: RedirectRule) {
    addRule(index, rule.source, rule.match, rule)
    const target = targetPath(rule.target)
    if (target !== null) {
      const ids = byTarget.get(target) ?? new Set<string>()
      ids.add(rule.id)
      byTarget.set(target, ids)
    }
  }

  const table: RedirectTable = {
    lookup(url) {
      const found = matchRule(index, url)
      if (!found) return null
      const { id, status, target } = found.value
      return { id, status, location: locationOf(target, status, found) }
    },
    get: (id) => byId.get(id),
    set(rule) {
      const previous = byId.get(rule.id)
      if (previous) unindex(previous)
      byId.set(rule.id, rule)
      add(rule)
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
