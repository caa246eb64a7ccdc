import { describe, expect, it } from 'vitest'
import { median, medianPairedRatio } from '../../bench/lib/stats'

describe('bench statistics', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(median([])).toBe(0)
  })

  it('pairs each round with the one run right after it, then takes the median ratio', () => {
    // Round 3 ran while the machine was slow: paired, it is still 96 %.
    const alone = [14290, 14439, 12479]
    const withEvents = [13882, 12763, 11985]
    expect(medianPairedRatio(alone, withEvents)).toBeCloseTo(11985 / 12479, 6)
    expect(median(withEvents) / median(alone)).toBeCloseTo(0.893, 3)
    expect(medianPairedRatio([100, 0, 100], [50, 10])).toBe(0.5)
    expect(medianPairedRatio([], [])).toBe(0)
  })
})
