import { describe, expect, it } from 'vitest'
import { EDIT_SESSION_PATTERN } from '@/lib/validations/autosave'
import { newEditSession } from './edit-session'

describe('newEditSession', () => {
  it('makes ids the server accepts, a new one each time', () => {
    const ids = Array.from({ length: 200 }, newEditSession)
    for (const id of ids) expect(id).toMatch(EDIT_SESSION_PATTERN)
    expect(new Set(ids).size).toBe(ids.length)
  })
})
