import { describe, expect, it } from 'vitest'
import { TYPING_DURATION_MS, typingSchedule } from './typing'

describe('typingSchedule', () => {
  it('types the whole phrase in exactly 2.5 s, one character per step', () => {
    const schedule = typingSchedule('multiplique seus resultados')
    expect(TYPING_DURATION_MS).toBe(2500)
    expect(schedule.map((item) => item.char).join('')).toBe('multiplique seus resultados')
    expect(schedule[0]?.delayMs).toBe(Math.round(2500 / 27))
    expect(schedule.at(-1)?.delayMs).toBe(2500)
  })

  it('shows nothing at the start and moves forward at an even pace', () => {
    const schedule = typingSchedule('abcdefghij', 1000)
    expect(schedule.map((item) => item.delayMs)).toEqual([
      100, 200, 300, 400, 500, 600, 700, 800, 900, 1000,
    ])
    for (const [index, item] of schedule.entries()) {
      const next = schedule[index + 1]
      expect(item.caretMs).toBe(next ? next.delayMs - item.delayMs : 0)
    }
  })

  it('keeps rounding from drifting: steps differ by at most 1 ms and sum to the duration', () => {
    const schedule = typingSchedule('x'.repeat(7), 1000)
    const steps = schedule.map((item, index) => item.delayMs - (schedule[index - 1]?.delayMs ?? 0))
    expect(Math.max(...steps) - Math.min(...steps)).toBeLessThanOrEqual(1)
    expect(steps.reduce((sum, step) => sum + step, 0)).toBe(1000)
  })

  it('treats an accented letter and an emoji as one character each', () => {
    expect(typingSchedule('mídia 🚀').map((item) => item.char)).toEqual([
      'm',
      'í',
      'd',
      'i',
      'a',
      ' ',
      '🚀',
    ])
  })
})
