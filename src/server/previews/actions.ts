'use server'

import { createPreviewLinkSchema, revokePreviewLinkSchema } from '@/lib/validations/previews'
import { adminAction } from '../auth/action'
import { createPreviewLink, revokePreviewLinkOfPost } from './link-writes'

/** "Compartilhar pré-visualização": a new link for reviewers without an account. */
export const createPreviewLinkAction = adminAction(
  { role: 'editor', schema: createPreviewLinkSchema },
  createPreviewLink,
)

/** "Revogar": the link stops opening the preview at once. */
export const revokePreviewLinkAction = adminAction(
  { role: 'editor', schema: revokePreviewLinkSchema },
  revokePreviewLinkOfPost,
)
