import { describe, expect, it } from 'vitest'
import { conflictNotes } from './conflict-notes'

describe('conflictNotes', () => {
  it('names who saved, the fields taken from them and where the other side went', () => {
    const notes = conflictNotes({ savedBy: 'Ana' }, { taken: ['tags'], conflicts: ['title'] })
    expect(notes.merged).toBe(
      'Combinado com a versão salva por Ana: Tags veio dela, o resto é seu.',
    )
    expect(notes.resolved).toBe('A versão não mantida de Título ficou no Histórico.')
    expect(
      conflictNotes({ savedBy: null }, { taken: ['title', 'tags'], conflicts: [] }).merged,
    ).toBe(
      'Combinado com a versão salva por outra pessoa: Título e Tags vieram dela, o resto é seu.',
    )
  })
})
