/*
 * Adds generated posts to the benchmark's throwaway database: `tsx --conditions=react-server
 * bench/seed-posts.ts 10000`. Mixed statuses, categories, dates and tags, titles with accents,
 * so the admin list's filters, search and deep pages do real work. Idempotent per count.
 *
 * `bench/seed-posts.ts 10000 --published` adds that many published posts instead (slugs
 * `escala-*`, apart from the mixed ones), all older than the launch articles, for the blog at
 * scale (`BENCH_ONLY=scale`); `--remove` takes them out again. Either way the public lists'
 * cache tags are expired in the database, as the CMS does, so a running server shows the change.
 */
import { randomUUID } from 'node:crypto'
import { normalizeSearchText, readingTimeMinutes, slugify } from '@/lib/text'
import type { Insertable } from 'kysely'
import { blogTags } from '@/server/blog/cache-tags'
import { writeTagExpirations } from '@/server/cache/tag-expirations'
import { getDatabase, type Database } from '@/server/db'
import { loadConfig, runScript } from '../scripts/lib/bootstrap'

const count = Number(process.argv[2] ?? 10_000)
const published = process.argv.includes('--published')
const remove = process.argv.includes('--remove')
/** Each mode counts only its own posts, so both can live in one database. */
const PREFIX = published || remove ? 'escala-' : 'bench-'
const SUBJECTS = [
  'Planejamento de mídia',
  'Orçamento de campanha',
  'Atribuição',
  'Criativos',
  'Lances automáticos',
  'Públicos semelhantes',
  'Métricas de funil',
  'Ação de remarketing',
]
const ANGLES = [
  'para e-commerce',
  'no varejo',
  'para geração de leads',
  'com IA',
  'em 2026',
  'para pequenas empresas',
  'no Google Ads',
  'na Meta',
]
const TAGS = [
  'mídia paga',
  'google ads',
  'meta ads',
  'orçamento',
  'cpa',
  'roas',
  'ia',
  'martech',
  'funil',
  'atribuição',
]
const STATUSES = [
  'published',
  'published',
  'published',
  'published',
  'published',
  'published',
  'published',
  'draft',
  'draft',
  'archived',
] as const
const DAY_MS = 86_400_000
const BATCH = 500

function pick<T>(list: readonly T[], n: number): T {
  const value = list[n % list.length]
  if (value === undefined) throw new Error('empty list')
  return value
}

/** What a reader sees changed: every list, count and category page (src/server/blog/cache-tags). */
async function expirePublicLists(): Promise<void> {
  const { db } = getDatabase()
  const slugs = await db.selectFrom('blog_categories').select('slug').execute()
  const now = Date.now()
  const tags = [
    blogTags.postLists,
    blogTags.categories,
    ...slugs.map((c) => blogTags.category(c.slug)),
  ]
  await writeTagExpirations(
    db,
    tags.map((tag) => ({ tag, expired: now, stale: now, changed: now })),
  )
}

async function removePublished(): Promise<void> {
  const { db } = getDatabase()
  await db.transaction().execute(async (trx) => {
    const generated = trx.selectFrom('blog_posts').select('id').where('slug', 'like', `${PREFIX}%`)
    await trx.deleteFrom('blog_tags').where('post_id', 'in', generated).execute()
    await trx.deleteFrom('blog_posts').where('slug', 'like', `${PREFIX}%`).execute()
  })
}

/** Runs after scripts/db-seed.ts, which migrated the database and added the launch articles. */
async function main(): Promise<void> {
  const { db } = getDatabase()
  const existing = await db
    .selectFrom('blog_posts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('slug', 'like', `${PREFIX}%`)
    .executeTakeFirstOrThrow()
  if (Number(existing.n) >= count) return
  // Ordered, so every run spreads the same posts over the same categories.
  const categories = await db
    .selectFrom('blog_categories')
    .select(['id', 'name'])
    .orderBy('slug')
    .execute()
  // Published ones end the day before the oldest launch article, so /blog's first page and the
  // article measured keep what they show with seven posts; only the archive behind them grows.
  const oldestLaunch = await db
    .selectFrom('blog_posts')
    .select((eb) => eb.fn.min('published_at').as('at'))
    .where('status', '=', 'published')
    .where('slug', 'not like', 'bench-%')
    .where('slug', 'not like', 'escala-%')
    .executeTakeFirst()
  const launchStart = oldestLaunch?.at ? new Date(oldestLaunch.at).getTime() : Date.now()
  const start = (published ? launchStart - DAY_MS : Date.now()) - 3 * 365 * DAY_MS
  for (let offset = Number(existing.n); offset < count; offset += BATCH) {
    const rows: Insertable<Database['blog_posts']>[] = []
    const tags: { post_id: string; tag: string }[] = []
    for (let n = offset; n < Math.min(count, offset + BATCH); n += 1) {
      const id = randomUUID()
      const title = `${pick(SUBJECTS, n)} ${pick(ANGLES, n * 7 + 3)}: guia ${n + 1}`
      const content = `<h2>${title}</h2>${'<p>Como distribuir a verba entre canais, medir o custo por aquisição e ajustar lances com dados de conversão reais.</p>'.repeat(12)}`
      const status = published ? 'published' : pick(STATUSES, n * 13)
      const createdAt = new Date(start + (n * 3 * 365 * DAY_MS) / count)
      const category = categories.length ? pick(categories, n) : undefined
      rows.push({
        id,
        title,
        search_title: normalizeSearchText(title),
        slug: `${PREFIX}${slugify(title)}`,
        description: `Artigo gerado para o benchmark número ${n + 1}.`,
        content,
        category_id: category?.id ?? null,
        // Marked as drawn (the site's default image stands in): the bench measures a site in
        // its steady state, not the one-off backfill of 10,000 share images (~150 ms of CPU
        // each, 20 a minute), which would share the CPUs with the load generator.
        share_image_title: status === 'published' ? title : null,
        share_image_category: status === 'published' ? (category?.name ?? '') : null,
        share_image_source: status === 'published' ? '' : null,
        status,
        featured: false,
        published_at: status === 'published' ? createdAt : null,
        author_name: 'Equipe MídiaPlan',
        reading_time: readingTimeMinutes(content),
        created_at: createdAt,
        updated_at: createdAt,
      })
      for (let t = 0; t < n % 4; t += 1) tags.push({ post_id: id, tag: pick(TAGS, n + t * 3) })
    }
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('blog_posts').values(rows).execute()
      if (tags.length) await trx.insertInto('blog_tags').values(tags).execute()
    })
  }
}

await runScript(async () => {
  loadConfig()
  try {
    if (remove) await removePublished()
    else await main()
    await expirePublicLists()
  } finally {
    await getDatabase().destroy()
  }
})
