/** The middle value (mean of the two middle ones for an even count); 0 for none. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  const upper = sorted[middle] ?? 0
  if (sorted.length % 2) return upper
  return ((sorted[middle - 1] ?? upper) + upper) / 2
}

/**
 * The median of `after[i] / before[i]` over rounds that alternate: each pair ran back to back,
 * so it shares the machine's state (a shared VM's speed drifts by ±15 % from one minute to the
 * next), which a ratio of the two medians would mix across rounds. 0 when nothing was paired.
 */
export function medianPairedRatio(before: readonly number[], after: readonly number[]): number {
  const ratios: number[] = []
  before.forEach((value, index) => {
    const paired = after[index]
    if (value > 0 && paired !== undefined) ratios.push(paired / value)
  })
  return median(ratios)
}
