/*
 * Adds the schedule-latency bench's posts to its throwaway database: drafts with a publication
 * time, as "Agendar" stores them (status draft, scheduled_at in UTC), which the running server's
 * own scheduler must publish. Read from BENCH_SCHEDULES: a JSON list of { slug, title, dueAt }.
 * `tsx --conditions=react-server bench/schedule-posts.ts` (run by bench/lib/schedule-latency.ts).
 */
import { randomUUID } from 'node:crypto'
import { normalizeSearchText, readingTimeMinutes } from '@/lib/text'
import { getDatabase } from '@/server/db'
import { loadConfig, runScript } from '../scripts/lib/bootstrap'

interface Planned {
  slug: string
  title: string
  dueAt: string
}

function planned(): Planned[] {
  const list: unknown = JSON.parse(process.env.BENCH_SCHEDULES ?? '[]')
  if (!Array.isArray(list) || list.length === 0) throw new Error('BENCH_SCHEDULES is empty')
  return list as Planned[]
}

async function main(): Promise<void> {
  const { db } = getDatabase()
  const category = await db
    .selectFrom('blog_categories')
    .select('id')
    .orderBy('slug')
    .executeTakeFirst()
  const now = new Date()
  const rows = planned().map((post) => {
    const content = `<h2>${post.title}</h2>${'<p>Um artigo agendado que o servidor publica sozinho, sem cron externo.</p>'.repeat(12)}`
    return {
      id: randomUUID(),
      title: post.title,
      search_title: normalizeSearchText(post.title),
      slug: post.slug,
      description: 'Artigo agendado pelo benchmark de publicação agendada.',
      content,
      category_id: category?.id ?? null,
      status: 'draft' as const,
      featured: false,
      published_at: null,
      scheduled_at: new Date(post.dueAt),
      author_name: 'Equipe MídiaPlan',
      reading_time: readingTimeMinutes(content),
      created_at: now,
      updated_at: now,
    }
  })
  await db.insertInto('blog_posts').values(rows).execute()
}

await runScript(async () => {
  loadConfig()
  try {
    await main()
  } finally {
    await getDatabase().destroy()
  }
})
