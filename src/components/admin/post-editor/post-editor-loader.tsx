import { redirect } from 'next/navigation'
import { getPostForEdit, listCategoryOptions } from '@/server/posts/queries'
import { getPostSchedule } from '@/server/schedule/queries'
import { DeniedMessage } from '../access/denied-message'
import { PostAnalyticsCard } from '../analytics/post-analytics-card'
import { PreviewCardLoader } from '../previews/preview-card-loader'
import { loadOrDenied } from '../access/load-or-denied'
import { RestorablePostEditor } from '../post-history/restorable-post-editor'
import { toEditablePost } from './form-values'

/** Loads the categories (and the post, when editing) on the server, then hands over to the form. */
export async function PostEditorLoader({ id }: { id?: Promise<string> }) {
  const postId = id ? await id : undefined
  const result = await loadOrDenied(async () => {
    const categories = await listCategoryOptions()
    const post = postId === undefined ? undefined : await getPostForEdit(postId)
    const schedule = postId === undefined ? null : await getPostSchedule(postId)
    return { categories, post, schedule }
  })
  if (!result.ok) return <DeniedMessage message={result.message} />
  const { categories, post, schedule } = result.data
  // An unknown or deleted post: back to the list, which says why.
  if (post === null) redirect('/admin/posts?aviso=post-nao-encontrado')
  if (!post) return <RestorablePostEditor key="novo" categories={categories} />
  return (
    <RestorablePostEditor
      // A new version of the post (after someone saved) remounts the form with it.
      key={`${post.id}:${post.version}`}
      post={toEditablePost(post)}
      categories={categories}
      schedule={schedule}
      sidebar={
        <>
          {/* Only a published post has readers to count. */}
          {post.status === 'published' ? <PostAnalyticsCard postId={post.id} /> : null}
          <PreviewCardLoader postId={post.id} />
        </>
      }
    />
  )
}
