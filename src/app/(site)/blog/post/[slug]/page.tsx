import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { ArticleView } from '@/components/blog/article-view'
import { BLOG_PATH, postPath } from '@/lib/blog-paths'
import { bylineAuthor } from '@/lib/author-name'
import { publicCoverAlt } from '@/lib/cover-alt'
import { BLOG_FEED_PATH } from '@/lib/feed'
import { buildMetadata } from '@/lib/seo/metadata'
import { getCachedNewestPosts, getCachedPost } from '@/server/blog/queries'
import { getEnv } from '@/server/env'
import { postShareImage } from '@/server/share-image/post-image'

type Props = { params: Promise<{ slug: string }> }

// Every article is a complete static page; an address not built yet is rendered once,
// before the first answer, so a redirect for it is a real HTTP redirect.
export const ensureStatic = 'navigation'

/**
 * Only the newest articles are built: the build must not grow with the archive (10,000 posts
 * would mean 10,000 pages rendered before the server starts). Every other article renders on
 * its first request and is cached from then on, as complete and static as a built one.
 */
const PRERENDERED_ARTICLES = 12

export async function generateStaticParams(): Promise<{ slug: string }[]> {
  const posts = await getCachedNewestPosts(PRERENDERED_ARTICLES)
  // The route needs one parameter set to build even with no posts; that one redirects.
  if (posts.length === 0) return [{ slug: 'sem-artigos' }]
  return posts.map((post) => ({ slug: post.slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const post = await getCachedPost(slug)
  if (!post) return {}
  const share = postShareImage(post)
  return buildMetadata(
    {
      title: post.title,
      description: post.description ?? '',
      path: postPath(post.slug),
      feeds: { 'application/rss+xml': BLOG_FEED_PATH },
      keywords: [...(post.category ? [post.category.name] : []), ...post.tags],
      // Its cover cut to 1200x630, or its title card: a JPEG of a declared size either way.
      image: share?.url,
      imageSize: share ? { width: share.width, height: share.height } : undefined,
      imageType: share?.type,
      imageAlt: share ? (post.cover_image ? publicCoverAlt(post) : post.title) : undefined,
      type: 'article',
      publishedTime: post.published_at?.toISOString(),
      modifiedTime: post.updated_at.toISOString(),
      author: bylineAuthor(post.author_name),
    },
    getEnv().SITE_URL,
  )
}

export default async function PostPage({ params }: Props) {
  const { slug } = await params
  const post = await getCachedPost(slug)
  // Unknown, draft or archived: back to the blog. An old address of a renamed post never gets
  // here: its rule (src/server/redirects/slug-rules.ts) is answered by the custom server before
  // Next, under npm run dev too. Only the first requests of a start, before the rules are
  // loaded, can reach this with one; they get this temporary answer, as every other rule's
  // address gets its page then (src/next-adapter/redirect-gate.mjs).
  if (!post) redirect(BLOG_PATH)
  return <ArticleView post={post} />
}
