import { randomBytes, randomUUID } from 'node:crypto'
import { expect } from 'vitest'
import { utcToSaoPauloInput } from '@/lib/schedule-time'
import { INITIAL_LEAD_FORM_STATE, type LeadFormState } from '@/lib/validations/lead'
import { INITIAL_PLANNER_STATE } from '@/lib/validations/planner'
import type { DatabaseHandle } from '@/server/db/connection'
import { recordRevision } from '@/server/posts/revisions'
import { leadForm } from './leads-support'
import { insertMedia } from './media-support'
import { planForm } from './planner-support'

/*
 * The authorization matrix: every server action, admin query and route handler, with who may
 * call it. A new one without a row here fails authorization-matrix.test.ts; the rows are run
 * per persona by authorization-actions.test.ts and authorization-queries.test.ts.
 */

export type MatrixRole = 'editor' | 'admin'
export type Context = { handle: DatabaseHandle; targetId: string }

export interface ActionCase {
  role: MatrixRole
  /**
   * Valid input for this persona's run (ids differ per run so allowed calls really write).
   * May be async to create the row it acts on; it runs before the "nothing changed" snapshot.
   */
  input: (ctx: Context) => unknown
}

/** A post written straight into the table, for actions that need one to exist. */
async function insertPost({ handle }: Context): Promise<string> {
  const id = randomUUID()
  await handle.db
    .insertInto('blog_posts')
    .values({
      id,
      title: 'Post da matriz',
      search_title: 'post da matriz',
      slug: `matriz-${id}`,
      content: '<p>Matriz.</p>',
      reading_time: 1,
    })
    .execute()
  return id
}

/** A share link of a post, written straight into the table (its token is never needed). */
async function insertPreviewLink({ handle }: Context, postId: string): Promise<string> {
  const id = randomBytes(32).toString('hex')
  await handle.db
    .insertInto('preview_tokens')
    .values({ token_hash: id, post_id: postId, expires_at: new Date(Date.now() + 86_400_000) })
    .execute()
  return id
}

function postForm(title: string) {
  return {
    intent: 'draft',
    title,
    slug: '',
    description: '',
    content: '<p>Conteúdo da matriz.</p>',
    coverImage: '',
    categoryId: '',
    tags: ['matriz'],
    featured: false,
    status: 'draft',
  }
}

/** A post with one revision to restore (the history's "Restaurar"). */
async function insertRevision(ctx: Context) {
  const postId = await insertPost(ctx)
  const { id } = await recordRevision(ctx.handle.db, {
    postId,
    kind: 'save',
    doc: {
      title: 'Revisão da matriz',
      slug: `matriz-revisao-${postId}`,
      description: null,
      content: '<p>Revisão.</p>',
      coverImage: null,
      categoryId: null,
      tags: [],
      featured: false,
    },
    status: 'draft',
    author: { id: null, name: null },
    actor: null,
    now: new Date(Date.now() - 60_000),
  })
  return { postId, revisionId: id, version: 1 }
}

/** A category for an update or delete row to act on, written around the actions. */
async function insertCategory(handle: DatabaseHandle): Promise<string> {
  const id = randomUUID()
  await handle.db
    .insertInto('blog_categories')
    .values({ id, name: `Matriz ${id}`, slug: `matriz-${id}` })
    .execute()
  return id
}

/** A redirect rule for an edit or delete row to act on. */
async function insertRedirect(handle: DatabaseHandle): Promise<string> {
  const id = randomUUID()
  await handle.db
    .insertInto('redirects')
    .values({
      id,
      source_path: `/matriz-${id}`,
      match: 'exact',
      target: '/blog',
      status: 301,
      origin: 'manual',
    })
    .execute()
  return id
}

/** Every exported server action must appear here; a new action without a row fails the test. */
export const ACTION_CASES: Record<string, ActionCase> = {
  'users.setUserRoleAction': {
    role: 'admin',
    input: ({ targetId }) => ({ userId: targetId, role: 'editor' }),
  },
  'users.setTwoFactorPolicyAction': { role: 'admin', input: () => ({ required: false }) },
  'account.updateDisplayNameAction': {
    role: 'editor',
    input: () => ({ name: `Matriz ${randomUUID().slice(0, 8)}` }),
  },
  // A new link for an account that has not confirmed its e-mail yet (made per run).
  'users.resendVerificationAction': {
    role: 'admin',
    input: async ({ handle }) => {
      const id = randomUUID()
      await handle.db
        .insertInto('user')
        .values({
          id,
          name: 'Pendente',
          email: `pendente-${id}@exemplo.com.br`,
          emailVerified: false,
        })
        .execute()
      return { userId: id }
    },
  },
  // Extending lead data to editors (details in tests/integration/leads-access.test.ts).
  'settings.setLeadEditorAccessAction': { role: 'admin', input: () => ({ enabled: false }) },
  // Turning the site's analytics on (details in tests/integration/analytics-settings.test.ts).
  'settings.setAnalyticsCollectionAction': { role: 'admin', input: () => ({ enabled: true }) },
  'posts.savePostAction': { role: 'editor', input: () => postForm(`Matriz ${randomUUID()}`) },
  // A new post's first autosave creates its draft (details in posts-autosave.test.ts).
  'posts.autosavePostAction': {
    role: 'editor',
    input: () => postForm(`Matriz autosave ${randomUUID()}`),
  },
  'posts.deletePostAction': {
    role: 'editor',
    input: async (ctx) => ({ id: await insertPost(ctx) }),
  },
  'history.restoreRevisionAction': { role: 'editor', input: insertRevision },
  // Scheduled publishing (details in tests/integration/schedule-actions.test.ts).
  'schedule.schedulePostAction': {
    role: 'editor',
    input: () => ({
      ...postForm(`Matriz ${randomUUID()}`),
      scheduledAt: utcToSaoPauloInput(new Date(Date.now() + 3_600_000)),
    }),
  },
  'schedule.cancelScheduleAction': {
    role: 'editor',
    input: async (ctx) => {
      const id = await insertPost(ctx)
      const scheduledAt = new Date(Date.now() + 3_600_000)
      await ctx.handle.db
        .updateTable('blog_posts')
        .set({ scheduled_at: scheduledAt })
        .where('id', '=', id)
        .execute()
      return { id, version: 1 }
    },
  },
  // Share links of a post's preview (details in tests/integration/preview-links.test.ts).
  'previews.createPreviewLinkAction': {
    role: 'editor',
    input: async (ctx) => ({ postId: await insertPost(ctx), days: 7 }),
  },
  'previews.revokePreviewLinkAction': {
    role: 'editor',
    input: async (ctx) => {
      const postId = await insertPost(ctx)
      return { postId, linkId: await insertPreviewLink(ctx, postId) }
    },
  },
  // The media library (details in tests/integration/media-library.test.ts).
  'media.updateMediaAltAction': {
    role: 'editor',
    input: async ({ handle }) => ({ id: (await insertMedia(handle)).id, alt: 'Texto da matriz' }),
  },
  'media.deleteMediaAction': {
    role: 'editor',
    input: async ({ handle }) => ({ id: (await insertMedia(handle)).id }),
  },
  'media.rememberMediaAltAction': {
    role: 'editor',
    input: async ({ handle }) => ({ url: (await insertMedia(handle)).url, alt: 'Texto da matriz' }),
  },
  'media.deleteUnusedMediaAction': {
    role: 'editor',
    input: async ({ handle }) => {
      await insertMedia(handle, { createdAt: new Date(Date.now() - 2 * 3_600_000) })
      return {}
    },
  },
  // The redirect manager (details in tests/integration/redirects-actions.test.ts).
  'redirects.createRedirectAction': {
    role: 'admin',
    input: () => ({ source: `/matriz-${randomUUID().slice(0, 8)}`, target: '/blog', status: 301 }),
  },
  'redirects.updateRedirectAction': {
    role: 'admin',
    input: async ({ handle }) => ({
      id: await insertRedirect(handle),
      source: `/matriz-editada-${randomUUID().slice(0, 8)}`,
      target: '/blog',
      status: 302,
    }),
  },
  'redirects.deleteRedirectAction': {
    role: 'admin',
    input: async ({ handle }) => ({ id: await insertRedirect(handle) }),
  },
  'redirects.importRedirectsAction': {
    role: 'admin',
    input: () => ({ csv: `/matriz-csv-${randomUUID().slice(0, 8)};/blog;301` }),
  },
  'categories.createCategoryAction': {
    role: 'editor',
    input: () => {
      const slug = `matriz-${randomUUID().slice(0, 8)}`
      return { name: `Matriz ${slug}`, slug }
    },
  },
  'categories.updateCategoryAction': {
    role: 'editor',
    input: async ({ handle }) => {
      const id = await insertCategory(handle)
      return { id, name: 'Matriz renomeada', slug: `matriz-nova-${id.slice(0, 8)}` }
    },
  },
  'categories.deleteCategoryAction': {
    role: 'editor',
    input: async ({ handle }) => ({ id: await insertCategory(handle) }),
  },
}

export type FormAction = (state: LeadFormState, form: FormData) => Promise<LeadFormState>

/** Public actions: every persona, anonymous included, may call them; each row checks one call. */
export const PUBLIC_ACTION_CASES: Record<
  string,
  (action: FormAction, ctx: Context) => Promise<void>
> = {
  // The landing pages' demo-request form (details in tests/integration/leads-submit.test.ts).
  'leads.submitLeadAction': async (action, { handle }) => {
    const count = async () => (await handle.db.selectFrom('leads').select('id').execute()).length
    const before = await count()
    const form = leadForm({ email: `matriz-${randomUUID().slice(0, 8)}@empresa.com.br` })
    await expect(action(INITIAL_LEAD_FORM_STATE, form)).rejects.toMatchObject({
      digest: expect.stringContaining(';/obrigado;'),
    })
    expect(await count()).toBe(before + 1)
  },
  // The free planner (details in tests/integration/planner-action.test.ts).
  'planner.createPlanAction': async (action, { handle }) => {
    const count = async () => (await handle.db.selectFrom('plans').select('id').execute()).length
    const before = await count()
    const run = action as unknown as (state: unknown, form: FormData) => Promise<unknown>
    await expect(run(INITIAL_PLANNER_STATE, planForm())).rejects.toMatchObject({
      digest: expect.stringContaining(';/planejador/plano/'),
    })
    expect(await count()).toBe(before + 1)
  },
}

/**
 * Admin reads: each must refuse exactly like the actions do. Lead data (leads, their export,
 * plans with their leads) is for admins by default; editors only when an admin allows it
 * (tests/integration/leads-access.test.ts).
 */
export const QUERY_CASES: Record<string, { role: MatrixRole; run: () => Promise<unknown> }> = {
  'dashboard.getDashboardStats': {
    role: 'editor',
    run: async () => (await import('@/server/dashboard/queries')).getDashboardStats(),
  },
  'dashboard.getRecentPosts': {
    role: 'editor',
    run: async () => (await import('@/server/dashboard/queries')).getRecentPosts(),
  },
  // Análises: numbers only, for editors and admins.
  'analytics.getAnalyticsDashboard': {
    role: 'editor',
    run: async () =>
      (await import('@/server/analytics/queries')).getAnalyticsDashboard({ period: '7d' }),
  },
  'analytics.getLiveVisitors': {
    role: 'editor',
    run: async () => (await import('@/server/analytics/queries')).getLiveVisitors(),
  },
  'analytics.getPostsAnalytics': {
    role: 'editor',
    run: async () => (await import('@/server/analytics/queries')).getPostsAnalytics(['x']),
  },
  'users.listUsers': {
    role: 'admin',
    run: async () => (await import('@/server/users/queries')).listUsers(),
  },
  'categories.listCategories': {
    role: 'editor',
    run: async () => (await import('@/server/categories/queries')).listCategories(),
  },
  'audit.listAuditLog': {
    role: 'admin',
    run: async () => (await import('@/server/audit/queries')).listAuditLog(1),
  },
  'posts.listAdminPosts': {
    role: 'editor',
    run: async () => (await import('@/server/posts/queries')).listAdminPosts({ search: 'a' }),
  },
  'posts.getPostForEdit': {
    role: 'editor',
    run: async () => (await import('@/server/posts/queries')).getPostForEdit('qualquer'),
  },
  // The "Histórico" panel's reads (routes api/posts/[id]/revisions*, post-history-reads.test.ts).
  'history.getPostHistory': {
    role: 'editor',
    run: async () => (await import('@/server/history/queries')).getPostHistory('qualquer'),
  },
  'history.getRevisionDetail': {
    role: 'editor',
    run: async () =>
      (await import('@/server/history/queries')).getRevisionDetail('qualquer', 'nenhuma'),
  },
  // "Visualizar" and the editor's list of share links.
  'previews.getEditorPreview': {
    role: 'editor',
    run: async () => (await import('@/server/previews/queries')).getEditorPreview('qualquer'),
  },
  'previews.listPostPreviewLinks': {
    role: 'editor',
    run: async () => (await import('@/server/previews/queries')).listPostPreviewLinks('qualquer'),
  },
  'posts.listCategoryOptions': {
    role: 'editor',
    run: async () => (await import('@/server/posts/queries')).listCategoryOptions(),
  },
  'schedule.listUpcomingSchedules': {
    role: 'editor',
    run: async () => (await import('@/server/schedule/queries')).listUpcomingSchedules(),
  },
  'schedule.getPostSchedule': {
    role: 'editor',
    run: async () => (await import('@/server/schedule/queries')).getPostSchedule('qualquer'),
  },
  'media.listMedia': {
    role: 'editor',
    run: async () => (await import('@/server/media/queries')).listMedia({ search: 'a' }),
  },
  'media.getUnusedMediaSummary': {
    role: 'editor',
    run: async () => (await import('@/server/media/queries')).getUnusedMediaSummary(),
  },
  'leads.listLeads': {
    role: 'admin',
    run: async () => (await import('@/server/leads/queries')).listLeads({ search: 'a' }),
  },
  'leads.exportLeads': {
    role: 'admin',
    run: async () => (await import('@/server/leads/queries')).exportLeads(),
  },
  'planner.listPlans': {
    role: 'admin',
    run: async () => (await import('@/server/planner/queries')).listPlans(),
  },
  'settings.getAdminSettings': {
    role: 'admin',
    run: async () => (await import('@/server/settings/admin-settings')).getAdminSettings(),
  },
  // The editor's publishing checklist: linked posts' states and the link picker.
  'checklist.getLinkedPostStates': {
    role: 'editor',
    run: async () => (await import('@/server/checklist/queries')).getLinkedPostStates(['a']),
  },
  'checklist.suggestLinkedPosts': {
    role: 'editor',
    run: async () =>
      (await import('@/server/checklist/queries')).suggestLinkedPosts({
        postId: null,
        categoryId: null,
        tags: ['SEO'],
        search: '',
      }),
  },
  // The redirect manager: admins only (its export route calls exportRedirects).
  'redirects.listRedirects': {
    role: 'admin',
    run: async () => (await import('@/server/redirects/queries')).listRedirects({ search: 'a' }),
  },
  'redirects.exportRedirects': {
    role: 'admin',
    run: async () => (await import('@/server/redirects/queries')).exportRedirects(),
  },
  'not-found-log.listNotFound': {
    role: 'admin',
    run: async () => (await import('@/server/not-found-log/queries')).listNotFound(),
  },
  // Shown on the dashboard, which editors see too; totals only, no visitor's records.
  'consent.getConsentTotals': {
    role: 'editor',
    run: async () => (await import('@/server/consent/queries')).getConsentTotals(),
  },
}

/** Route handlers under /api, with who may call them; auth's own endpoints are public. */
export const ROUTE_HANDLERS: Record<string, 'public' | MatrixRole> = {
  'api/auth/[...all]': 'public',
  // POST an image: persona checks in tests/integration/uploads.test.ts.
  'api/uploads': 'editor',
  // A post's history and one revision: the two history.* queries above check each persona.
  'api/posts/[id]/revisions': 'editor',
  'api/posts/[id]/revisions/[revisionId]': 'editor',
  // Reading a stored image is public (blog readers): long-cached, random names only.
  'api/uploads/blog-images/[name]': 'public',
  // A page of the media library for the editor's picker: listMedia (above) checks each persona.
  'api/media': 'editor',
  // GET the leads CSV: admins by default; persona checks in tests/integration/leads-access.test.ts.
  'api/leads/export': 'admin',
  // Every visitor posts their cookie decision (proof of consent): checks in consent-route.test.ts.
  'api/consent': 'public',
  // The publishing checklist's reads: the two checklist.* queries above check each persona.
  'api/checklist/links': 'editor',
  'api/checklist/suggestions': 'editor',
  // Load balancers and nginx ask it: 200/503 and a status word, nothing else (health.test.ts).
  'api/health': 'public',
  // The site's font at a fixed address for the dead share link's page: a public asset.
  'api/fontes/inter-latin.woff2': 'public',
  // Análises: "Agora" (polled) and a table of the dashboard as CSV; numbers only, no personal data.
  'api/analytics/agora': 'editor',
  'api/analytics/export': 'editor',
  // The public pages' page views and reads, from every visitor: analytics-collect.test.ts.
  'api/events': 'public',
}
