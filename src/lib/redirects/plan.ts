import { createRedirectTable, type RedirectTable } from './matcher'
import { cycleMessage } from './messages'
import { parseAbsoluteUrl, splitUrl } from './paths'
import { isPermanent, type RedirectRule } from './types'

/*
 * What saving a rule does to the table, decided before anything is written:
 * - its target is followed through the rules already there, and the chain is collapsed into it
 *   (A→B saved while B→C exists stores A→C), so a visitor makes one hop;
 * - the rules that led to its source are collapsed the same way (saving B→C while A→B exists
 *   rewrites A→C);
 * - a rule that would lead back to itself, at once or through others, is refused.
 * Only permanent hops (301, 308) are collapsed: a temporary one may change, and a rule that
 * skipped it would keep its old target. Loops are looked for through every hop. A 410 and an
 * absolute URL end a chain (another site's addresses are not ours to follow).
 */

/** Longest chain followed; one longer is treated as a loop (a prefix rule into its own prefix grows forever). */
export const MAX_HOPS = 20

export interface RewrittenTarget {
  id: string
  source: string
  before: string
  target: string
}

export type SavePlan =
  | { ok: true; rule: RedirectRule; rewrites: RewrittenTarget[] }
  | { ok: false; message: string; cycle: string[] }

type Walk = { ok: true; target: string } | { ok: false; cycle: string[] }

/** Follows `start` from `rule`'s source; `self` answers only for `rule`. */
function walk(table: RedirectTable, self: RedirectTable, rule: RedirectRule): Walk {
  const trail = [rule.source, rule.target]
  let current = rule.target
  let collapsed = rule.target
  let permanent = true
  for (let hop = 0; hop < MAX_HOPS; hop += 1) {
    if (current === '' || parseAbsoluteUrl(current)) return { ok: true, target: collapsed }
    const back = self.lookup(current)
    if (back) {
      // Back at the rule's own source; when it would not even repeat itself (a prefix rule
      // into its own prefix grows the address), show the next hop and that it goes on.
      if (back.location && !trail.includes(back.location)) trail.push(back.location, '…')
      return { ok: false, cycle: trail }
    }
    const next = table.lookup(current)
    if (!next || next.location === null) return { ok: true, target: collapsed }
    if (permanent && isPermanent(next.status)) collapsed = next.location
    else permanent = false
    trail.push(next.location)
    current = next.location
  }
  return { ok: false, cycle: [...trail, '…'] }
}

function refuse(cycle: string[]): SavePlan {
  return { ok: false, message: cycleMessage(cycle), cycle }
}

/** The rules already in `table` that `rule` now answers for, by their target. */
function rulesLeadingTo(table: RedirectTable, rule: RedirectRule): RedirectRule[] {
  const self = createRedirectTable([rule])
  const { path } = splitUrl(rule.source)
  return table
    .pointingAt(path, rule.match === 'prefix')
    .filter((other) => other.id !== rule.id && self.lookup(other.target) !== null)
}

/**
 * Plans saving `rule` (new, or an edit of the rule with its id) into `table`, and on success
 * applies the plan to `table` (the batch import plans row after row on one table). On a
 * refusal `table` is left as it was.
 */
export function planRedirectSave(table: RedirectTable, rule: RedirectRule): SavePlan {
  const previous = table.get(rule.id)
  table.delete(rule.id)
  const restore = (plan: SavePlan): SavePlan => {
    if (previous) table.set(previous)
    return plan
  }
  let saved = rule
  if (rule.status !== 410) {
    const followed = walk(table, createRedirectTable([rule]), rule)
    if (!followed.ok) return restore(refuse(followed.cycle))
    saved = { ...rule, target: followed.target }
  }
  table.set(saved)
  const rewrites: RewrittenTarget[] = []
  const originals: RedirectRule[] = []
  if (isPermanent(saved.status)) {
    for (const other of rulesLeadingTo(table, saved)) {
      const followed = walk(table, createRedirectTable([other]), other)
      if (!followed.ok) {
        table.delete(saved.id)
        for (const original of originals) table.set(original)
        return restore(refuse(followed.cycle))
      }
      if (followed.target === other.target) continue
      originals.push(other)
      rewrites.push({
        id: other.id,
        source: other.source,
        before: other.target,
        target: followed.target,
      })
      table.set({ ...other, target: followed.target })
    }
  }
  return { ok: true, rule: saved, rewrites }
}
