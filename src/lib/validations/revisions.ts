import { z } from 'zod'

export const REVISION_NOT_FOUND_MESSAGE =
  'Revisão não encontrada. Ela pode ter sido removida ou ser de outro post.'

/** "Restaurar": the revision, of which post, and the version the editor holds. */
export const restoreRevisionSchema = z.object({
  postId: z.string().min(1).max(100),
  revisionId: z.string().min(1).max(100),
  /** The post's version in the editor: a restore over someone else's newer save is refused. */
  version: z.number().int().positive(),
})

export type RestoreRevisionInput = z.input<typeof restoreRevisionSchema>
