import { describe, expect, it } from 'vitest'
import { normalizeSqliteRow } from './sqlite-types-plugin'

describe('normalizeSqliteRow', () => {
  it('turns timestamp text into Date and flag integers into boolean, by column name', () => {
    const row = normalizeSqliteRow({
      created_at: '2025-03-05T10:00:00.000Z',
      updatedAt: '2025-03-05T10:00:00.000Z',
      published_at: null,
      featured: 1,
      emailVerified: 0,
      reading_time: 1,
      format: 'text',
      title: 'created_at',
    })
    expect(row.created_at).toEqual(new Date('2025-03-05T10:00:00.000Z'))
    expect(row.updatedAt).toBeInstanceOf(Date)
    expect(row.published_at).toBeNull()
    expect(row.featured).toBe(true)
    expect(row.emailVerified).toBe(false)
    expect(row.reading_time).toBe(1)
    expect(row.format).toBe('text')
    expect(row.title).toBe('created_at')
  })
})
