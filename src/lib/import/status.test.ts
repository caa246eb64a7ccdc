import { describe, expect, it } from 'vitest'
import { POST_STATUSES } from '@/lib/domain'
import { mapGhostStatus, mapWordPressStatus, parseLooseDate, parseMysqlUtc } from './status'

const date = new Date('2030-01-01T19:00:18Z')

describe('mapWordPressStatus', () => {
  it.each([
    ['publish', 'published'],
    ['draft', 'draft'],
    ['pending', 'draft'],
    ['private', 'archived'],
  ] as const)('maps %s to %s', (raw, status) => {
    expect(mapWordPressStatus(raw, date)).toEqual({ status, scheduledAt: null, known: true })
  })

  it('keeps a scheduled post as a draft with its date', () => {
    expect(mapWordPressStatus('future', date)).toEqual({
      status: 'draft',
      scheduledAt: date,
      known: true,
    })
  })

  it('makes an unknown status a draft, flagged', () => {
    expect(mapWordPressStatus('limbo', date)).toEqual({
      status: 'draft',
      scheduledAt: null,
      known: false,
    })
  })

  it('only ever produces our statuses', () => {
    for (const raw of ['publish', 'draft', 'pending', 'private', 'future', 'x'])
      expect(POST_STATUSES).toContain(mapWordPressStatus(raw, null).status)
  })
})

describe('mapGhostStatus', () => {
  it.each([
    ['published', 'published', null],
    ['draft', 'draft', null],
    ['scheduled', 'draft', date],
    ['sent', 'archived', null],
  ] as const)('maps %s to %s', (raw, status, scheduledAt) => {
    expect(mapGhostStatus(raw, date)).toEqual({ status, scheduledAt, known: true })
  })
})

describe('dates of the exports', () => {
  it('reads post_date_gmt as UTC and "0000-00-00 00:00:00" as no date', () => {
    expect(parseMysqlUtc('2030-01-01 19:00:18')).toEqual(date)
    expect(parseMysqlUtc('0000-00-00 00:00:00')).toBeNull()
    expect(parseMysqlUtc('2024-02-31 10:00:00')).toBeNull()
  })

  it('reads RSS and ISO dates, refusing typos such as a five-digit year', () => {
    expect(parseLooseDate('Sat, 07 Jan 2012 14:07:21 +0000')).toEqual(
      new Date('2012-01-07T14:07:21Z'),
    )
    expect(parseLooseDate('2024-05-03T12:00:00.000Z')).toEqual(new Date('2024-05-03T12:00:00Z'))
    expect(parseLooseDate('Mon, 16 Jun 20081 00:00:00 +0000')).toBeNull()
    expect(parseLooseDate('')).toBeNull()
  })
})
