import { UserRound } from '@/components/site/icons'
import { StaticImage } from '@/components/site/static-image'
import { publicCoverAlt } from '@/lib/cover-alt'
import { postAuthorName, TEAM_AUTHOR } from '@/lib/author-name'
import { JsonLd, articleJsonLd, breadcrumbJsonLd } from '@/lib/seo/json-ld'
import { getCachedRelatedPosts } from '@/server/blog/queries'
import type { PublicPost } from '@/server/blog/public-posts'
import { getEnv } from '@/server/env'
import { bodyImageUrls, getCachedResponsiveImages } from '@/server/media/responsive'
import { ArticleBody } from './article-body'
import { BlogSidebar } from './blog-sidebar'
import { BLOG_PATH, categoryPath, postPath } from '@/lib/blog-paths'
import { Breadcrumb, type Crumb } from './breadcrumb'
import { CategoryBadge } from './category-badge'
import { PostMeta } from './post-meta'
import { TagList } from './tag-list'

const COVER = { width: 1200, height: 630 } as const

/** The article page: breadcrumb, cover, header, sanitized body and sidebar, plus JSON-LD. */
export async function ArticleView({ post }: { post: PublicPost }) {
  const siteUrl = getEnv().SITE_URL
  const path = postPath(post.slug)
  const crumbs: Crumb[] = [
    { name: 'Home', path: '/' },
    { name: 'Blog', path: BLOG_PATH },
    ...(post.category
      ? [{ name: post.category.name, path: categoryPath(post.category.slug) }]
      : []),
    { name: post.title, path },
  ]
  const related = post.category ? await getCachedRelatedPosts(post.category.slug, post.slug) : []
  const writer = postAuthorName(post.author_name)
  // Body images only: covers go through next/image, whose finer widths (640/750/828/1080/1200
  // at q75) cost a phone fewer bytes than the stored variants (bench/image-bytes.ts).
  const images = await getCachedResponsiveImages(bodyImageUrls(post.content))

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <JsonLd
        data={[
          articleJsonLd(
            {
              title: post.title,
              description: post.description ?? '',
              image: post.cover_image,
              datePublished: (post.published_at ?? post.created_at).toISOString(),
              dateModified: post.updated_at.toISOString(),
              author: writer,
              url: path,
            },
            siteUrl,
          ),
          breadcrumbJsonLd(crumbs, siteUrl),
        ]}
      />
      <Breadcrumb items={crumbs} />
      <div className="mt-8 grid gap-12 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <article className="min-w-0" aria-labelledby="post-title">
          {post.cover_image ? (
            <StaticImage
              src={post.cover_image}
              alt={publicCoverAlt(post)}
              width={COVER.width}
              height={COVER.height}
              eager
              sizes="(min-width: 1280px) 832px, (min-width: 1024px) calc(100vw - 28rem), 100vw"
              className="h-auto w-full rounded-2xl border border-line bg-brand-50"
            />
          ) : null}
          <header className="mt-8 flex flex-col gap-4">
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-ink-muted">
              {post.category ? <CategoryBadge name={post.category.name} /> : null}
              <PostMeta publishedAt={post.published_at} readingTime={post.reading_time} />
              <span className="inline-flex items-center gap-1.5" data-post-author="">
                <UserRound className="size-4" aria-hidden="true" />
                <span className="sr-only">Autor: </span>
                {writer ?? TEAM_AUTHOR}
              </span>
            </div>
            <h1
              id="post-title"
              className="text-3xl font-extrabold tracking-tight wrap-break-word text-ink sm:text-4xl lg:text-[2.75rem] lg:leading-tight"
            >
              {post.title}
            </h1>
            {post.description ? (
              <p className="text-lg leading-relaxed text-ink-muted">{post.description}</p>
            ) : null}
            <TagList tags={post.tags} />
          </header>
          <div className="mt-10 max-w-3xl">
            <ArticleBody html={post.content} images={images} />
          </div>
        </article>
        <BlogSidebar related={related} currentCategorySlug={post.category?.slug} />
      </div>
    </div>
  )
}
