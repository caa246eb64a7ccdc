import type { RedirectHit } from './matcher'
import { addRule, createRuleIndex, locationOf, matchRule } from './rule-index'
import type { RedirectRule, RedirectStatus } from './types'

/*
 * The read-only rule table every request is checked against (src/server/redirects/runtime.ts),
 * rebuilt whole when the rules change. It matches as matcher.ts does, but stores a rule as a
 * number: its path maps to an index into typed arrays, ids are one string cut on a hit, and
 * each distinct target is kept once. Why: with 100,500 rules of one object each (matcher.ts) a
 * process's heap held 69 MiB more and each full garbage collection took about 100 ms more; this
 * way 15 MiB and 9 ms. A server marks its heap again and again under load, so that was paid
 * by every page it served, not only by redirected ones.
 */

export interface CompiledRedirects {
  lookup(url: string): RedirectHit | null
  readonly size: number
}

export function compileRedirects(rules: Iterable<RedirectRule>): CompiledRedirects {
  const index = createRuleIndex<number>()
  const idParts: string[] = []
  const idEnds: number[] = []
  const statuses: number[] = []
  const targetOf: number[] = []
  const targets: string[] = []
  const targetNumbers = new Map<string, number>()
  let length = 0
  for (const rule of rules) {
    const n = idParts.length
    idParts.push(rule.id)
    length += rule.id.length
    idEnds.push(length)
    statuses.push(rule.status)
    let target = targetNumbers.get(rule.target)
    if (target === undefined) {
      target = targets.push(rule.target) - 1
      targetNumbers.set(rule.target, target)
    }
    targetOf.push(target)
    addRule(index, rule.source, rule.match, n)
  }
  const ids = idParts.join('')
  const ends = Uint32Array.from(idEnds)
  const status = Uint16Array.from(statuses)
  const target = Uint32Array.from(targetOf)
  const size = idParts.length

  return {
    lookup(url) {
      const found = matchRule(index, url)
      if (!found) return null
      const n = found.value
      const hitStatus = (status[n] ?? 301) as RedirectStatus
      return {
        id: ids.slice(n === 0 ? 0 : ends[n - 1], ends[n]),
        status: hitStatus,
        location: locationOf(targets[target[n] ?? 0] ?? '', hitStatus, found),
      }
    },
    size,
  }
}
