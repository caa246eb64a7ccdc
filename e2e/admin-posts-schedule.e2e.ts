import { randomUUID } from 'node:crypto'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { utcToSaoPauloInput } from '@/lib/schedule-time'
import { SCHEDULE_PAST_MESSAGE } from '@/lib/validations/schedule'
import { signedInPages, toast } from './support/admin-panel'
import { resetRateLimits } from './support/auth'
import { setupBrowser } from './support/browser'
import { E2E_ADMIN } from './support/constants'
import { expireSiteCaches, openServerDatabase } from './support/database'
import { editor, postEditorHelpers } from './support/post-editor'

/*
 * A post scheduled from the editor a minute ahead goes public by itself,
 * with no restart and no cron: the article answers, and /blog, the sitemap and the feed list
 * it, all within 60 s of its time, although each of them was cached before without it.
 */

const fixture = setupBrowser()
const database = openServerDatabase()
const { db } = database
const { openAs, closeContexts } = signedInPages(fixture)
const { openEditor, postBySlug } = postEditorHelpers(openAs, db, E2E_ADMIN)
const MARK = `agendado${randomUUID().slice(0, 6)}`
const MINUTE = 60_000

beforeEach(async () => {
  await resetRateLimits()
})

afterAll(async () => {
  await closeContexts()
  await db.deleteFrom('blog_posts').where('slug', 'like', `%${MARK}%`).execute()
  await expireSiteCaches(database.db)
  await database.destroy()
})

/** Where readers find a post: its page answers, and each list links it. */
async function publicState(slug: string) {
  const get = async (path: string) => {
    const response = await fetch(`${fixture.baseURL}${path}`, { redirect: 'manual' })
    return { status: response.status, body: await response.text() }
  }
  const link = `/blog/post/${slug}`
  const [article, blog, sitemap, feed] = await Promise.all([
    get(link),
    get('/blog'),
    get('/sitemap.xml'),
    get('/blog/rss.xml'),
  ])
  return {
    article: article.status === 200,
    blog: blog.body.includes(`href="${link}"`),
    sitemap: sitemap.body.includes(`${link}</loc>`),
    feed: feed.body.includes(link),
  }
}

describe('scheduled publishing', () => {
  it('a post scheduled one minute ahead appears on its page, /blog, the sitemap and RSS', async () => {
    const title = `Agendado ${MARK}`
    const slug = `agendado-${MARK}`
    const page = await openEditor()
    await page.getByLabel('Título *').fill(title)
    await page.getByLabel('Slug').fill(slug)
    await editor(page).click()
    await page.keyboard.type('Um post que se publica sozinho.')

    // A time that has passed is refused by the field, and nothing is saved.
    const when = page.getByLabel('Publicar em')
    await when.fill(utcToSaoPauloInput(new Date(Date.now() - 5 * MINUTE)))
    await page.getByRole('button', { name: 'Agendar publicação' }).click()
    await expect
      .poll(() => page.locator('#agendar-para-error').textContent())
      .toBe(SCHEDULE_PAST_MESSAGE)
    expect(await postBySlug(slug)).toBeUndefined()

    // The field takes whole minutes: the one after next, so the checks below run before it.
    const due = new Date(Math.ceil(Date.now() / MINUTE) * MINUTE + MINUTE)
    await when.fill(utcToSaoPauloInput(due))
    await page.getByRole('button', { name: 'Agendar publicação' }).click()
    await toast(page, 'Publicação agendada').waitFor()
    await page.waitForURL(`${fixture.baseURL}/admin/posts`)
    const row = page.locator(`[data-post-row="${(await postBySlug(slug))!.id}"]`)
    await expect.poll(() => row.locator('[data-status="scheduled"]').textContent()).toBe('Agendado')
    const shown = await row.locator('[data-scheduled-at]').getAttribute('datetime')
    expect(shown).toBe(due.toISOString())
    const stored = await postBySlug(slug)
    expect(stored).toMatchObject({ status: 'draft' })
    expect(stored?.scheduled_at?.toISOString()).toBe(due.toISOString())

    // The dashboard lists it as upcoming; readers do not see it, and the lists are now cached
    // without it.
    await page.goto('/admin')
    await page.locator(`[data-upcoming-schedules] [data-post-id="${stored!.id}"]`).waitFor()
    expect(Date.now()).toBeLessThan(due.getTime())
    expect(await publicState(slug)).toEqual({
      article: false,
      blog: false,
      sitemap: false,
      feed: false,
    })

    // Then its time is brought forward to a few seconds from now, in the database, as another
    // editor's "Agendar" would: the sweep every process runs reads it there, so this waits
    // seconds instead of the rest of a real minute.
    const soon = new Date(Date.now() + 3_000)
    await db
      .updateTable('blog_posts')
      .set({ scheduled_at: soon })
      .where('id', '=', stored!.id)
      .execute()

    // Public within 60 s of its time, with no restart.
    const seen: Record<string, number> = {}
    const deadline = soon.getTime() + MINUTE
    while (Object.keys(seen).length < 4 && Date.now() < deadline) {
      const state = await publicState(slug)
      for (const [surface, visible] of Object.entries(state)) {
        if (visible && !(surface in seen)) seen[surface] = Date.now() - soon.getTime()
      }
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
    console.info(`Schedule latency (ms after the due time): ${JSON.stringify(seen)}`)
    expect(Object.keys(seen).sort()).toEqual(['article', 'blog', 'feed', 'sitemap'])
    for (const latency of Object.values(seen)) expect(latency).toBeLessThan(MINUTE)
    expect(await postBySlug(slug)).toMatchObject({ status: 'published', scheduled_at: null })
    const audit = await db
      .selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where('target_id', '=', stored!.id)
      .orderBy('created_at')
      .execute()
    expect(audit).toEqual([
      { action: 'post.scheduled', actor_id: expect.any(String) },
      { action: 'post.scheduled_published', actor_id: null },
    ])

    // Deleted through the app, so the public lists forget it for the files after this one.
    await page.goto(`/admin/posts?q=${encodeURIComponent(title)}`)
    await page.locator(`button[aria-label="Deletar ${title}"]`).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Deletar' }).click()
    await toast(page, 'Post deletado com sucesso!').waitFor()
  }, 240_000)
})
