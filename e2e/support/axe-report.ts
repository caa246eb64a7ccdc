/* The pure part of the axe check: which violations fail a page, and how they read. */

export type AxeImpact = 'minor' | 'moderate' | 'serious' | 'critical' | null | undefined

export interface AxeViolation {
  id: string
  impact: AxeImpact
  help: string
  helpUrl: string
  nodes: { target: unknown[]; failureSummary?: string }[]
}

const FAILING: ReadonlySet<AxeImpact> = new Set(['serious', 'critical'])

export function seriousViolations(violations: AxeViolation[]): AxeViolation[] {
  return violations.filter((violation) => FAILING.has(violation.impact))
}

/** A target is a list of selectors (more than one when it crosses shadow roots or frames). */
function selector(target: unknown[]): string {
  return target.map((part) => (Array.isArray(part) ? part.join(' >>> ') : String(part))).join(' ')
}

const MAX_NODES = 8

/**
 * One block per rule: id, impact, help text and link, then each failing element's selector
 * and axe's own summary of what to fix (first line only, the rest repeats it).
 */
export function formatViolations(label: string, violations: AxeViolation[]): string {
  const blocks = violations.map((violation) => {
    const nodes = violation.nodes.slice(0, MAX_NODES).map((node) => {
      const why = node.failureSummary?.split('\n').slice(1).join(' ').trim()
      return `    - ${selector(node.target)}${why ? `\n      ${why}` : ''}`
    })
    const more = violation.nodes.length - MAX_NODES
    if (more > 0) nodes.push(`    … and ${more} more`)
    return [
      `  [${violation.impact}] ${violation.id}: ${violation.help}`,
      `    ${violation.helpUrl}`,
      ...nodes,
    ].join('\n')
  })
  const count = violations.length
  return `${label}: ${count} serious/critical axe violation${count === 1 ? '' : 's'}\n${blocks.join('\n')}`
}
