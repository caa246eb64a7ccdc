'use server'

import { autosavePostSchema } from '@/lib/validations/autosave'
import { deletePostSchema, savePostSchema } from '@/lib/validations/posts'
import { adminAction } from '../auth/action'
import { autosavePost } from './autosave'
import { deletePost } from './delete-post'
import { savePost } from './save-post'

/** Creates a post (no id) or updates one (id + the version the form loaded). */
export const savePostAction = adminAction({ role: 'editor', schema: savePostSchema }, savePost)

export const deletePostAction = adminAction(
  { role: 'editor', schema: deletePostSchema },
  ({ id }, session) => deletePost(id, session),
)

/** The editor's save by itself while typing (no button): see autosave.ts. */
export const autosavePostAction = adminAction(
  { role: 'editor', schema: autosavePostSchema },
  autosavePost,
)
