import { MaskIcon } from '@/components/site/icons/mask-icon'
import { StaticImage } from '@/components/site/static-image'
import { publicCoverAlt } from '@/lib/cover-alt'
import type { PublicPost } from '@/server/blog/public-posts'
import { postPath } from '@/lib/blog-paths'
import { CategoryBadge } from './category-badge'
import { PostMeta } from './post-meta'
import { TagList } from './tag-list'

/** Spec section 9: a card shows at most 3 tags. */
export const CARD_TAG_LIMIT = 3

const FEATURED_SIZES = '(min-width: 1024px) 440px, 100vw'
const CARD_SIZES = '(min-width: 1024px) 440px, (min-width: 768px) 50vw, 100vw'

type HeadingLevel = 'h2' | 'h3'

/** A blog card; `featured` cards span the full width with the image beside the text. */
export function PostCard({
  post,
  featured = false,
  heading: Heading = 'h3',
  eager = false,
}: {
  post: PublicPost
  featured?: boolean
  heading?: HeadingLevel
  /** The first card of a listing is the page's largest image on a phone. */
  eager?: boolean
}) {
  const href = postPath(post.slug)
  return (
    <article
      data-post-card={post.slug}
      className={[
        'group flex w-full flex-col overflow-hidden rounded-2xl border border-line bg-white wrap-anywhere shadow-sm transition-shadow hover:shadow-md motion-reduce:transition-none',
        featured ? 'lg:flex-row' : '',
      ].join(' ')}
    >
      {/* Covers carry text, so they keep their 1200x630 ratio instead of being cropped. */}
      <div className={featured ? 'shrink-0 lg:flex lg:w-1/2 lg:items-center lg:p-6 lg:pr-0' : ''}>
        <div
          className={[
            'relative aspect-[1200/630] w-full overflow-hidden bg-brand-950',
            featured ? 'lg:rounded-xl' : '',
          ].join(' ')}
        >
          {post.cover_image ? (
            <StaticImage
              src={post.cover_image}
              alt={publicCoverAlt(post)}
              fill
              eager={eager}
              sizes={featured ? FEATURED_SIZES : CARD_SIZES}
              className="object-cover"
            />
          ) : null}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5 sm:p-6">
        <div className="flex flex-wrap items-center gap-3 text-sm text-ink-muted">
          {post.category ? <CategoryBadge name={post.category.name} /> : null}
          <PostMeta publishedAt={post.published_at} readingTime={post.reading_time} />
        </div>
        <Heading
          className={[
            'font-bold tracking-tight text-ink',
            featured ? 'text-2xl lg:text-[1.75rem] lg:leading-tight' : 'text-xl',
          ].join(' ')}
        >
          <a href={href} className="hover:text-brand-700">
            {post.title}
          </a>
        </Heading>
        {post.description ? (
          <p className="leading-relaxed text-ink-muted">{post.description}</p>
        ) : null}
        <TagList tags={post.tags} limit={CARD_TAG_LIMIT} />
        <a
          href={href}
          data-read-more=""
          className="mt-auto inline-flex items-center gap-1.5 self-start pt-2 text-sm font-semibold text-brand-700 hover:text-brand-800"
        >
          Ler mais<span className="sr-only">: {post.title}</span>
          <MaskIcon
            name="arrow-right"
            className="size-4 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none"
          />
        </a>
      </div>
    </article>
  )
}
