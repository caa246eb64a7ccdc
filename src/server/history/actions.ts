'use server'

import { restoreRevisionSchema } from '@/lib/validations/revisions'
import { adminAction } from '../auth/action'
import { restoreRevision } from './restore'

/** "Restaurar" in the history: the revision becomes the post's working document. */
export const restoreRevisionAction = adminAction(
  { role: 'editor', schema: restoreRevisionSchema },
  restoreRevision,
)
