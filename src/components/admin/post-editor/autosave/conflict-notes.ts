import type { AutosaveConflict } from '@/lib/validations/autosave'
import { fieldList, type Merge } from './merge'

/**
 * What a merge with a version saved elsewhere did, in the words the status line and the
 * toast use: which fields came from the other version, and where the side not kept went.
 */
export function conflictNotes(
  conflict: Pick<AutosaveConflict, 'savedBy'>,
  merge: Pick<Merge, 'taken' | 'conflicts'>,
): { merged: string; resolved: string } {
  const who = conflict.savedBy ?? 'outra pessoa'
  const taken = merge.taken.length
  const merged =
    taken === 0
      ? `A versão salva por ${who} já tinha as suas alterações.`
      : `Combinado com a versão salva por ${who}: ${fieldList(merge.taken)} ${taken > 1 ? 'vieram' : 'veio'} dela, o resto é seu.`
  const resolved = `A versão não mantida de ${fieldList(merge.conflicts)} ficou no Histórico.`
  return { merged, resolved }
}
