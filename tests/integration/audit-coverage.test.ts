import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { utcToSaoPauloInput } from '@/lib/schedule-time'
import type { AuditAction } from '@/server/audit/log'
import { createOrPromoteUser } from '@/server/auth/users'
import { recordRevision } from '@/server/posts/revisions'
import type { DatabaseHandle } from '@/server/db/connection'
import { TEST_DIALECTS } from '../support/databases'
import { startSmtpInbox } from '../support/smtp-inbox'
import { setupTestDatabase } from '../support/setup-database'
import { signInCookie } from '../support/auth-requests'
import { insertMedia } from './media-support'
import { newPostInput } from './posts-support'

/*
 * "Every write in the admin is audited": each exported server action of src/server/<x>/actions.ts
 * is run on a fresh database, every table is compared before and after, and a call that wrote
 * anything must have added exactly one audit entry, by the signed-in person, of the expected
 * kind. A new action without a case here fails the first test.
 */

const request = vi.hoisted(() => ({ cookie: '' }))
vi.mock('next/headers', () => ({
  headers: async () => new Headers(request.cookie ? { cookie: request.cookie } : {}),
}))
vi.mock('next/cache', () => ({ revalidateTag: vi.fn() }))

// "Reenviar link" only succeeds once a mail server took the link: a real one, before any
// code reads the environment.
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>
beforeAll(async () => {
  inbox = await startSmtpInbox({ user: 'painel', pass: 'segredo-smtp' })
  process.env.SMTP_URL = inbox.url
})
afterAll(() => inbox.close())

type AnyAction = (input: never) => Promise<{ ok: boolean; error?: string }>
type Context = { handle: DatabaseHandle; targetId: string }
type AuditRow = { action: string; actor_id: string | null; target_id: string | null }

interface AuditCase {
  action: string
  /** Valid input; may write the row it acts on (that happens before the "before" snapshot). */
  input: (ctx: Context) => unknown
  expected: AuditAction
  check?: (entry: AuditRow & { details: Record<string, unknown> }) => void
}

/** Visitors' forms: anonymous by design (the authorization matrix checks they are public). */
const PUBLIC_ACTIONS: Record<string, string> = {
  'leads.submitLeadAction': "a visitor's demo request, stored as a lead",
  'planner.createPlanAction': "a visitor's free plan",
}

const COVER = '/api/uploads/blog-images/0a1b2c3d.webp'

async function insertCategory({ handle }: Context): Promise<string> {
  const id = randomUUID()
  await handle.db
    .insertInto('blog_categories')
    .values({ id, name: `Auditoria ${id}`, slug: `auditoria-${id}` })
    .execute()
  return id
}

async function insertPost(ctx: Context, status: 'draft' | 'published'): Promise<string> {
  const id = randomUUID()
  await ctx.handle.db
    .insertInto('blog_posts')
    .values({
      id,
      title: 'Post auditado',
      search_title: 'post auditado',
      slug: `auditado-${id}`,
      content: '<p>Auditoria.</p>',
      cover_image: COVER,
      status,
      published_at: status === 'published' ? new Date() : null,
      reading_time: 1,
    })
    .execute()
  return id
}

/** The edit form of a post written by insertPost, with some fields changed. */
async function editOf(ctx: Context, status: 'draft' | 'published', changes: object) {
  const id = await insertPost(ctx, status)
  return newPostInput({
    id,
    version: 1,
    title: 'Post auditado',
    slug: `auditado-${id}`,
    coverImage: COVER,
    status,
    ...changes,
  })
}

/** A published post with an older revision: "Restaurar" writes its working copy. */
async function revisionOf(ctx: Context) {
  const postId = await insertPost(ctx, 'published')
  const { id } = await recordRevision(ctx.handle.db, {
    postId,
    kind: 'publish',
    doc: {
      title: 'Versão anterior',
      slug: `auditado-${postId}`,
      description: null,
      content: '<p>Antes.</p>',
      coverImage: COVER,
      categoryId: null,
      tags: [],
      featured: false,
    },
    status: 'published',
    author: { id: null, name: null },
    actor: null,
    now: new Date(Date.now() - 60_000),
  })
  return { postId, revisionId: id, version: 1 }
}
/** A redirect rule written straight into the table, for the edit and delete cases. */
async function insertRedirect({ handle }: Context): Promise<string> {
  const id = randomUUID()
  await handle.db
    .insertInto('redirects')
    .values({
      id,
      source_path: `/regra-${id}`,
      match: 'exact',
      target: '/blog',
      status: 301,
      origin: 'manual',
    })
    .execute()
  return id
}

/** An hour from now, as the editor's field holds it (São Paulo). */
const inAnHour = () => utcToSaoPauloInput(new Date(Date.now() + 3_600_000))

const changed = (field: string) => (entry: { details: Record<string, unknown> }) =>
  expect(Object.keys(entry.details.changes as object)).toContain(field)

const CASES: Record<string, AuditCase> = {
  'category created': {
    action: 'categories.createCategoryAction',
    input: () => ({ name: 'Nova auditada', slug: `nova-${randomUUID().slice(0, 8)}` }),
    expected: 'category.created',
  },
  'category renamed': {
    action: 'categories.updateCategoryAction',
    input: async (ctx) => ({ id: await insertCategory(ctx), name: 'Renomeada', slug: 'renomeada' }),
    expected: 'category.updated',
  },
  'category deleted': {
    action: 'categories.deleteCategoryAction',
    input: async (ctx) => ({ id: await insertCategory(ctx) }),
    expected: 'category.deleted',
  },
  'draft created': {
    action: 'posts.savePostAction',
    input: () => newPostInput(),
    expected: 'post.created',
  },
  'post created and published at once': {
    action: 'posts.savePostAction',
    input: () => newPostInput({ intent: 'publish' }),
    expected: 'post.published',
  },
  'draft published': {
    action: 'posts.savePostAction',
    input: (ctx) => editOf(ctx, 'draft', { intent: 'publish' }),
    expected: 'post.published',
  },
  "published post's title edited": {
    action: 'posts.savePostAction',
    input: (ctx) => editOf(ctx, 'published', { title: 'Título corrigido' }),
    expected: 'post.updated',
    check: changed('title'),
  },
  "published post's cover changed": {
    action: 'posts.savePostAction',
    input: (ctx) =>
      editOf(ctx, 'published', { coverImage: '/api/uploads/blog-images/ffee0011.webp' }),
    expected: 'post.updated',
    check: changed('coverImage'),
  },
  'published post unpublished': {
    action: 'posts.savePostAction',
    input: (ctx) => editOf(ctx, 'published', { status: 'draft' }),
    expected: 'post.unpublished',
  },
  'new post autosaved (its draft is created)': {
    action: 'posts.autosavePostAction',
    input: () => newPostInput({ content: '' }),
    expected: 'post.created',
  },
  'draft autosaved': {
    action: 'posts.autosavePostAction',
    input: (ctx) => editOf(ctx, 'draft', { title: 'Título em andamento' }),
    expected: 'post.autosaved',
  },
  'published post autosaved (into its working copy)': {
    action: 'posts.autosavePostAction',
    input: (ctx) => editOf(ctx, 'published', { content: '<p>Ainda não publicado.</p>' }),
    expected: 'post.autosaved',
    check: (entry) => expect(entry.details).toMatchObject({ workingCopy: true }),
  },
  'post deleted': {
    action: 'posts.deletePostAction',
    input: async (ctx) => ({ id: await insertPost(ctx, 'published') }),
    expected: 'post.deleted',
  },
  'revision restored': {
    action: 'history.restoreRevisionAction',
    input: revisionOf,
    expected: 'post.revision_restored',
    check: (entry) => expect(entry.details).toMatchObject({ workingCopy: true }),
  },
  'draft scheduled': {
    action: 'schedule.schedulePostAction',
    input: async (ctx) => ({ ...(await editOf(ctx, 'draft', {})), scheduledAt: inAnHour() }),
    expected: 'post.scheduled',
  },
  "published post's update scheduled": {
    action: 'schedule.schedulePostAction',
    input: async (ctx) => ({
      ...(await editOf(ctx, 'published', { title: 'Título agendado' })),
      scheduledAt: inAnHour(),
    }),
    expected: 'post.scheduled',
    check: (entry) => expect(entry.details).toMatchObject({ update: true }),
  },
  'schedule canceled': {
    action: 'schedule.cancelScheduleAction',
    input: async (ctx) => {
      const id = await insertPost(ctx, 'draft')
      await ctx.handle.db
        .updateTable('blog_posts')
        .set({ scheduled_at: new Date(Date.now() + 3_600_000) })
        .where('id', '=', id)
        .execute()
      return { id, version: 1 }
    },
    expected: 'post.schedule_canceled',
  },
  'preview link shared': {
    action: 'previews.createPreviewLinkAction',
    input: async (ctx) => ({ postId: await insertPost(ctx, 'draft'), days: 7 }),
    expected: 'post.preview_link_created',
    check: (entry) => expect(entry.details).toMatchObject({ link: expect.any(String) }),
  },
  'preview link revoked': {
    action: 'previews.revokePreviewLinkAction',
    input: async (ctx) => {
      const postId = await insertPost(ctx, 'draft')
      const linkId = randomUUID().replaceAll('-', '').repeat(2)
      await ctx.handle.db
        .insertInto('preview_tokens')
        .values({ token_hash: linkId, post_id: postId, expires_at: new Date(Date.now() + 60_000) })
        .execute()
      return { postId, linkId }
    },
    expected: 'post.preview_link_revoked',
  },
  'image alt text edited in the library': {
    action: 'media.updateMediaAltAction',
    input: async ({ handle }) => ({ id: (await insertMedia(handle)).id, alt: 'Novo texto' }),
    expected: 'media.alt_changed',
    check: (entry) => expect(entry.details).toMatchObject({ before: '', after: 'Novo texto' }),
  },
  'unused image deleted from the library': {
    action: 'media.deleteMediaAction',
    input: async ({ handle }) => ({ id: (await insertMedia(handle)).id }),
    expected: 'media.deleted',
  },
  'alt text confirmed in the editor kept by the library': {
    action: 'media.rememberMediaAltAction',
    input: async ({ handle }) => ({ url: (await insertMedia(handle)).url, alt: 'Do editor' }),
    expected: 'media.alt_changed',
    check: (entry) => expect(entry.details).toMatchObject({ before: '', after: 'Do editor' }),
  },
  // One entry per image deleted: here one image, sent before the grace period.
  'unused images deleted in bulk': {
    action: 'media.deleteUnusedMediaAction',
    input: async ({ handle }) => {
      await insertMedia(handle, { createdAt: new Date(Date.now() - 2 * 3_600_000) })
      return {}
    },
    expected: 'media.deleted',
    check: (entry) => expect(entry.details).toMatchObject({ unused: true }),
  },
  'role granted': {
    action: 'users.setUserRoleAction',
    input: ({ targetId }) => ({ userId: targetId, role: 'editor' }),
    expected: 'user.role_changed',
  },
  'two-factor policy switched': {
    action: 'users.setTwoFactorPolicyAction',
    input: () => ({ required: false }),
    expected: 'settings.changed',
  },
  'lead data extended to editors': {
    action: 'settings.setLeadEditorAccessAction',
    input: () => ({ enabled: true }),
    expected: 'settings.changed',
  },
  'analytics collection turned off': {
    action: 'settings.setAnalyticsCollectionAction',
    input: () => ({ enabled: false }),
    expected: 'settings.changed',
    check: (entry) => expect(entry.details).toEqual({ analyticsCollection: false }),
  },
  'confirmation link sent again': {
    action: 'users.resendVerificationAction',
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
    expected: 'user.verification_resent',
  },
  'redirect created': {
    action: 'redirects.createRedirectAction',
    input: () => ({ source: `/antigo-${randomUUID().slice(0, 8)}`, target: '/blog', status: 301 }),
    expected: 'redirect.created',
  },
  'redirect edited': {
    action: 'redirects.updateRedirectAction',
    input: async (ctx) => ({
      id: await insertRedirect(ctx),
      source: `/editado-${randomUUID().slice(0, 8)}`,
      target: '/blog',
      status: 302,
    }),
    expected: 'redirect.updated',
    check: changed('status'),
  },
  'redirect deleted': {
    action: 'redirects.deleteRedirectAction',
    input: async (ctx) => ({ id: await insertRedirect(ctx) }),
    expected: 'redirect.deleted',
  },
  'redirects imported from a CSV': {
    action: 'redirects.importRedirectsAction',
    input: () => ({ csv: `/csv-${randomUUID().slice(0, 8)};/blog;301`, fileName: 'regras.csv' }),
    expected: 'redirects.imported',
    check: (entry) => expect(entry.details).toMatchObject({ rows: 1, created: 1 }),
  },
  'display name set': {
    action: 'account.updateDisplayNameAction',
    input: () => ({ name: `Ana Auditada ${randomUUID().slice(0, 4)}` }),
    expected: 'user.name_changed',
  },
}

const actionModules = import.meta.glob<Record<string, unknown>>('/src/server/*/actions.ts', {
  eager: true,
})

function discoveredActions(): Record<string, AnyAction> {
  const found: Record<string, AnyAction> = {}
  for (const [file, exports] of Object.entries(actionModules)) {
    const domain = path.basename(path.dirname(file))
    for (const [name, value] of Object.entries(exports)) {
      if (typeof value === 'function') found[`${domain}.${name}`] = value as AnyAction
    }
  }
  return found
}

/** Every row of every table but the audit log, in a stable order. */
async function snapshot(handle: DatabaseHandle): Promise<string> {
  const tables = (await handle.db.introspection.getTables())
    .map((table) => table.name)
    .filter((name) => name !== 'audit_log')
    .sort()
  const parts = await Promise.all(
    tables.map(async (table) => {
      const rows = await handle.db
        .selectFrom(table as 'user')
        .selectAll()
        .execute()
      return `${table}:${rows.map((row) => JSON.stringify(row)).sort()}`
    }),
  )
  return parts.join('\n')
}

describe('the audit cases', () => {
  it('cover every exported server action (admin ones by a case, public ones by name)', () => {
    const covered = new Set(Object.values(CASES).map((c) => c.action))
    expect(Object.keys(discoveredActions()).sort()).toEqual(
      [...covered, ...Object.keys(PUBLIC_ACTIONS)].sort(),
    )
  })
})

describe.each(TEST_DIALECTS)('every admin write leaves one audit entry on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)
  let adminId = ''
  let targetId = ''

  beforeAll(async () => {
    const email = `admin-auditoria-${dialect}@exemplo.com.br`
    adminId = (await createOrPromoteUser({ email, password: 'Senha@Audit2026', role: 'admin' }))
      .userId
    request.cookie = await signInCookie(email, 'Senha@Audit2026', '10.11.0.1')
    targetId = (
      await createOrPromoteUser({
        email: `alvo-auditoria-${dialect}@exemplo.com.br`,
        password: 'Senha@Audit2026',
        role: null,
      })
    ).userId
  })

  for (const [name, testCase] of Object.entries(CASES)) {
    it(`${name} (${testCase.action})`, async () => {
      const action = discoveredActions()[testCase.action]
      expect(action, `${testCase.action} is not exported`).toBeDefined()
      const input = await testCase.input({ handle: handle(), targetId })
      const seen = new Set(
        (await handle().db.selectFrom('audit_log').select('id').execute()).map((r) => r.id),
      )
      const before = await snapshot(handle())

      const result = await action!(input as never)

      expect(result).toMatchObject({ ok: true })
      // A case that writes nothing would prove nothing.
      expect(await snapshot(handle())).not.toBe(before)
      const added = (await handle().db.selectFrom('audit_log').selectAll().execute()).filter(
        (row) => !seen.has(row.id),
      )
      expect(added.map((row) => row.action)).toEqual([testCase.expected])
      const [entry] = added
      expect(entry).toMatchObject({ actor_id: adminId })
      expect(entry!.target_id).toBeTruthy()
      testCase.check?.({ ...entry!, details: JSON.parse(entry!.details ?? '{}') })
    })
  }
})
