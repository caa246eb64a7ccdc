import { cacheLife, cacheTag } from 'next/cache'
import { connection } from 'next/server'
import { BLOG_FEED_PATH, FEED_POST_LIMIT, buildRssFeed } from '@/lib/feed'
import { blogTags } from '@/server/blog/cache-tags'
import { getCachedNewestPosts } from '@/server/blog/queries'
import { getEnv } from '@/server/env'

/** The finished document is cached too; any change to a post list expires it. */
async function feedXml(): Promise<string> {
  'use cache'
  cacheLife('max')
  cacheTag(blogTags.postLists)
  const siteUrl = getEnv().SITE_URL
  const posts = await getCachedNewestPosts(FEED_POST_LIMIT)
  return buildRssFeed(
    {
      siteUrl,
      title: 'Blog MídiaPlan',
      description:
        'Planejamento de mídia paga, inteligência artificial e martech: guias e cases do time MídiaPlan.',
      feedUrl: `${siteUrl}${BLOG_FEED_PATH}`,
    },
    posts,
  )
}

export async function GET(): Promise<Response> {
  // Served at request time from the cache above, never prerendered with the build's database.
  await connection()
  return new Response(await feedXml(), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  })
}
