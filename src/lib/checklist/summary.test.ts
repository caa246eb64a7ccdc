import { describe, expect, it } from 'vitest'
import type { ChecklistItem } from './types'
import { checklistSummary } from './summary'

const error = { level: 'error' } as ChecklistItem
const ok = { level: 'ok' } as ChecklistItem

describe('checklistSummary', () => {
  it('never calls an empty post ready to publish', () => {
    const empty = { items: [ok], readingMinutes: 1 }
    expect(checklistSummary(empty, { title: '', content: '' })).toBe(
      'Falta o título e o conteúdo para publicar',
    )
    expect(checklistSummary(empty, { title: 'Título', content: '<p> </p>' })).toBe(
      'Falta o conteúdo para publicar',
    )
    expect(checklistSummary(empty, { title: ' ', content: '<p>Texto.</p>' })).toBe(
      'Falta o título para publicar',
    )
  })

  it('counts the items that refuse publishing, or says it is ready', () => {
    const input = { title: 'Título', content: '<p>Texto.</p>' }
    expect(checklistSummary({ items: [error, ok], readingMinutes: 3 }, input)).toBe(
      '1 item impede a publicação',
    )
    expect(checklistSummary({ items: [error, error], readingMinutes: 3 }, input)).toBe(
      '2 itens impedem a publicação',
    )
    expect(checklistSummary({ items: [ok], readingMinutes: 3 }, input)).toBe(
      'Pronto para publicar · 3 min de leitura',
    )
  })
})
