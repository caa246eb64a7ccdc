import { Sparkles } from '@/components/site/icons'
import { buttonStyles } from '@/components/ui/button-styles'
import { formatPostDate, toDateAttribute } from '@/lib/blog-dates'
import { getCachedCategories } from '@/server/blog/queries'
import type { PublicPost } from '@/server/blog/public-posts'
import { categoryPath, postPath } from '@/lib/blog-paths'

const boxClass = 'rounded-2xl border border-line bg-white p-6'

/**
 * Spec sidebar: categories with their published counts, up to 3 related posts and the
 * AI Planner card. The caller picks the related posts (same category on an article, the
 * first posts on the index).
 */
export async function BlogSidebar({
  related,
  currentCategorySlug,
}: {
  related: readonly PublicPost[]
  currentCategorySlug?: string
}) {
  const categories = await getCachedCategories()
  return (
    <aside aria-label="Barra lateral do blog" className="flex flex-col gap-6" data-blog-sidebar="">
      <section aria-labelledby="sidebar-categorias" className={boxClass}>
        <h2 id="sidebar-categorias" className="text-lg font-bold text-ink">
          Categorias
        </h2>
        <ul className="mt-4 flex flex-col gap-1" data-sidebar-categories="">
          {categories.map((category) => {
            const current = category.slug === currentCategorySlug
            return (
              <li key={category.id}>
                <a
                  href={categoryPath(category.slug)}
                  aria-current={current ? 'page' : undefined}
                  data-category-slug={category.slug}
                  className={[
                    'flex items-center justify-between gap-3 rounded-lg px-3 py-2 text-sm transition-colors hover:bg-brand-50 hover:text-brand-700 motion-reduce:transition-none',
                    current ? 'bg-brand-50 font-semibold text-brand-700' : 'text-ink',
                  ].join(' ')}
                >
                  <span>{category.name}</span>
                  <span className="rounded-full bg-surface px-2 py-0.5 text-xs font-semibold text-ink-muted">
                    <span data-count="">{category.postCount}</span>
                    <span className="sr-only"> {category.postCount === 1 ? 'post' : 'posts'}</span>
                  </span>
                </a>
              </li>
            )
          })}
        </ul>
      </section>

      {related.length > 0 ? (
        <section aria-labelledby="sidebar-relacionados" className={boxClass}>
          <h2 id="sidebar-relacionados" className="text-lg font-bold text-ink">
            Posts Relacionados
          </h2>
          <ul className="mt-4 flex flex-col gap-4" data-related-posts="">
            {related.map((post) => (
              <li key={post.id} data-related-slug={post.slug}>
                <a
                  href={postPath(post.slug)}
                  className="leading-snug font-semibold text-ink hover:text-brand-700"
                >
                  {post.title}
                </a>
                {post.published_at ? (
                  <p className="mt-1 text-xs text-ink-muted">
                    <time dateTime={toDateAttribute(post.published_at)}>
                      {formatPostDate(post.published_at)}
                    </time>
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section
        aria-labelledby="sidebar-ai-planner"
        data-surface="dark"
        data-ai-planner-card=""
        className="rounded-2xl bg-navy p-6 text-white"
      >
        <span className="flex size-10 items-center justify-center rounded-xl bg-white/10 text-accent-300">
          <Sparkles className="size-5" aria-hidden="true" />
        </span>
        <h2 id="sidebar-ai-planner" className="mt-4 text-lg font-bold">
          Planeje sua mídia com IA
        </h2>
        <p className="mt-2 text-sm leading-relaxed text-slate-300">
          O AI Planner monta seu plano de mídia paga, com orçamento e divisão entre Google Ads e
          Meta Ads, em menos de 5 minutos. Grátis.
        </p>
        <a
          href="/ai-planner"
          className={buttonStyles({ variant: 'accent', className: 'mt-5 w-full' })}
        >
          Conhecer o AI Planner
        </a>
      </section>
    </aside>
  )
}
