import { CompiledQuery, type Kysely, type KyselyPlugin, type RootOperationNode } from 'kysely'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { setDatabase } from '@/server/db'
import type { Database } from '@/server/db/types'
import { writeWorkingCopy } from '@/server/posts/working-copy'
import { listAdminPosts } from '@/server/posts/queries'
import { listDueSchedules } from '@/server/schedule/publish-due'
import { getPostSchedule, listUpcomingSchedules } from '@/server/schedule/queries'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'
import { signInEditor } from './posts-support'
import { insertPost, MINUTE, readRow, type InsertedPost } from './schedule-support'

const request = vi.hoisted(() => ({ cookie: '' }))
vi.mock('next/headers', () => ({
  headers: async () => new Headers(request.cookie ? { cookie: request.cookie } : {}),
}))

describe.each(TEST_DIALECTS)('upcoming schedules in the admin on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)
  const soon = (minutes: number) => new Date(Date.now() + minutes * MINUTE)
  const at = { later: soon(120), next: soon(60), update: soon(30) }
  let later: InsertedPost
  let next: InsertedPost
  let plain: InsertedPost
  let updated: InsertedPost
  let untouched: InsertedPost

  beforeAll(async () => {
    request.cookie = (await signInEditor(`agenda-lista-${dialect}`)).cookie
    later = await insertPost(handle(), { status: 'draft', scheduledAt: at.later, title: 'Depois' })
    next = await insertPost(handle(), { status: 'draft', scheduledAt: at.next, title: 'Antes' })
    plain = await insertPost(handle(), { status: 'draft' })
    updated = await insertPost(handle(), { status: 'published', title: 'Publicado' })
    untouched = await insertPost(handle(), { status: 'published' })
    const row = await readRow(handle(), updated.id)
    const copy = { ...row, title: 'Publicado, nova versão', coverImage: null, categoryId: null }
    await writeWorkingCopy(
      handle().db,
      updated.id,
      { ...copy, tags: [] },
      { actorId: null, scheduledAt: at.update },
    )
  })

  it('filters the posts list by "Agendado", which "Rascunho" leaves out, with each time', async () => {
    const scheduled = await listAdminPosts({ status: 'scheduled' })
    // Both were created in the same instant: the list's own order between them is by id.
    expect(scheduled.posts.map((p) => [p.id, p.scheduledAt?.getTime()]).sort()).toEqual(
      [
        [next.id, at.next.getTime()],
        [later.id, at.later.getTime()],
      ].sort(),
    )
    expect((await listAdminPosts({ status: 'draft' })).posts.map((p) => p.id)).toEqual([plain.id])
    const all = new Map((await listAdminPosts()).posts.map((p) => [p.id, p.scheduledAt]))
    expect(all.get(updated.id)?.getTime()).toBe(at.update.getTime())
    expect(all.get(untouched.id)).toBeNull()
    expect(all.get(plain.id)).toBeNull()
  })

  it('lists what goes public next for the dashboard, soonest first, and each post its own', async () => {
    expect(await listUpcomingSchedules()).toEqual([
      {
        postId: updated.id,
        title: 'Publicado, nova versão',
        kind: 'update',
        scheduledAt: at.update,
      },
      { postId: next.id, title: 'Antes', kind: 'publish', scheduledAt: at.next },
      { postId: later.id, title: 'Depois', kind: 'publish', scheduledAt: at.later },
    ])
    expect(await getPostSchedule(next.id)).toEqual({
      kind: 'publish',
      scheduledAt: at.next.toISOString(),
    })
    expect(await getPostSchedule(updated.id)).toEqual({
      kind: 'update',
      scheduledAt: at.update.toISOString(),
    })
    expect(await getPostSchedule(plain.id)).toBeNull()
    expect(await getPostSchedule('nao-existe')).toBeNull()
  })

  it.runIf(dialect === 'sqlite')(
    'finds schedules through their index, never reading every post',
    async () => {
      const queries: RootOperationNode[] = []
      const tracer: KyselyPlugin = {
        transformQuery: ({ node }) => {
          queries.push(node)
          return node
        },
        transformResult: async ({ result }) => result,
      }
      const traced: Kysely<Database> = handle().db.withPlugin(tracer)
      setDatabase({ ...handle(), db: traced })
      try {
        await listDueSchedules(traced, soon(180))
        await listUpcomingSchedules()
        await listAdminPosts({ status: 'scheduled' })
        await listAdminPosts({ status: 'draft' })
      } finally {
        setDatabase(handle())
      }
      const executor = handle().db.getExecutor()
      const plans: { sql: string; plan: string }[] = []
      for (const node of queries) {
        const compiled = executor.compileQuery(node, { queryId: 'plano' })
        if (!/blog_posts/.test(compiled.sql)) continue
        const plan = await executor.executeQuery<{ detail: string }>(
          CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]),
        )
        plans.push({ sql: compiled.sql, plan: plan.rows.map((row) => row.detail).join(' | ') })
      }
      expect(plans.length).toBeGreaterThanOrEqual(5)
      for (const { sql, plan } of plans) {
        // A bare SCAN of blog_posts, or a search through the status index that is not covering,
        // reads every (draft) row and its body's overflow pages.
        expect(plan, sql).not.toMatch(/SCAN (blog_posts|p|s)( |$)/)
        expect(plan, sql).not.toMatch(/SEARCH (blog_posts|p|s) USING INDEX blog_posts_status/)
        if (/"scheduled_at" >/.test(sql))
          expect(plan, sql).toMatch(/(blog_posts|post_working_copies)_scheduled_idx/)
      }
      expect(plans.map((p) => p.plan).join('\n')).toMatch(/blog_posts_scheduled_idx/)
    },
  )
})
