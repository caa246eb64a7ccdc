import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { isCountable } from '@/server/analytics/collect'
import { ANALYTICS_DISABLED_KEY, forgetCollectionSetting } from '@/server/analytics/settings'
import { createOrPromoteUser } from '@/server/auth/users'
import { setAnalyticsCollectionAction } from '@/server/settings/actions'
import { getAdminSettings } from '@/server/settings/admin-settings'
import { signInCookie } from '../support/auth-requests'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'

const request = vi.hoisted(() => ({ cookie: '' }))
vi.mock('next/headers', () => ({
  headers: async () =>
    new Headers({
      ...(request.cookie ? { cookie: request.cookie } : {}),
      'x-forwarded-for': '198.51.100.24',
    }),
}))

/** A reader's page view request, as /api/events sees it. */
const reader = new Headers({
  'user-agent':
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'x-forwarded-for': '203.0.113.7',
})

describe.each(TEST_DIALECTS)('the "Coleta de análises" setting on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)
  const cookies = { admin: '', editor: '' }

  beforeAll(async () => {
    for (const persona of ['admin', 'editor'] as const) {
      const email = `${persona}-analises-${dialect}@exemplo.com.br`
      await createOrPromoteUser({ email, password: 'Senha@Analise2026', role: persona })
      cookies[persona] = await signInCookie(email, 'Senha@Analise2026', `10.33.0.${persona.length}`)
    }
  })

  beforeEach(async () => {
    await handle().db.deleteFrom('audit_log').execute()
    await handle().db.deleteFrom('app_settings').execute()
    forgetCollectionSetting()
  })

  async function stored() {
    return handle()
      .db.selectFrom('app_settings')
      .select('value')
      .where('key', '=', ANALYTICS_DISABLED_KEY)
      .executeTakeFirst()
  }

  it('is on by default; an admin turns it off and on, applied at once, each change audited', async () => {
    request.cookie = cookies.admin
    expect(await getAdminSettings()).toMatchObject({ analyticsCollection: true })
    // Read once, so the endpoint's cached answer is "on" when the admin turns it off.
    expect(await isCountable(reader)).toBe(true)

    expect(await setAnalyticsCollectionAction({ enabled: false })).toEqual({
      ok: true,
      data: { enabled: false },
    })
    expect(await stored()).toEqual({ value: 'true' })
    expect(await isCountable(reader)).toBe(false)
    expect(await getAdminSettings()).toMatchObject({ analyticsCollection: false })

    expect(await setAnalyticsCollectionAction({ enabled: true })).toMatchObject({ ok: true })
    expect(await stored()).toEqual({ value: 'false' })
    expect(await isCountable(reader)).toBe(true)

    const entries = await handle()
      .db.selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'settings.changed')
      .orderBy('created_at')
      .execute()
    expect(entries.map((entry) => JSON.parse(entry.details ?? '{}'))).toEqual([
      { analyticsCollection: false },
      { analyticsCollection: true },
    ])
    expect(entries[0]).toMatchObject({
      target_type: 'setting',
      target_id: ANALYTICS_DISABLED_KEY,
      target_label: 'Coleta de análises',
    })
  })

  it('refuses editors, and a malformed value with a pt-BR message, writing nothing', async () => {
    request.cookie = cookies.editor
    expect(await setAnalyticsCollectionAction({ enabled: false })).toMatchObject({
      ok: false,
      status: 403,
    })
    request.cookie = cookies.admin
    const bad = await setAnalyticsCollectionAction({ enabled: 'não' as unknown as boolean })
    expect(bad).toMatchObject({ ok: false, status: 400 })
    expect(bad.ok ? '' : bad.fieldErrors?.enabled?.[0]).toBe(
      'Escolha se a coleta de análises fica ligada.',
    )
    expect(await stored()).toBeUndefined()
    expect(await handle().db.selectFrom('audit_log').selectAll().execute()).toEqual([])
    expect(await isCountable(reader)).toBe(true)
  })
})
