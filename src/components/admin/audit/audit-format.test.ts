import { describe, expect, it } from 'vitest'
import { auditActionLabel, auditActor, auditDetailsSummary, parseAuditPage } from './audit-format'

describe('auditActionLabel', () => {
  it('names known actions in pt-BR and passes unknown ones through', () => {
    expect(auditActionLabel('user.role_changed')).toBe('Papel alterado')
    expect(auditActionLabel('auth.sign_in_failed')).toBe('Falha de login')
    expect(auditActionLabel('post.deleted')).toBe('Post deletado')
    expect(auditActionLabel('something.new')).toBe('something.new')
  })
})

describe('auditDetailsSummary', () => {
  it('shows a role change with the role labels', () => {
    expect(auditDetailsSummary('user.role_changed', '{"from":"none","to":"editor"}')).toBe(
      'Sem acesso → Editor',
    )
    expect(auditDetailsSummary('user.role_changed', '{"from":"admin","to":"none"}')).toBe(
      'Administrador → Sem acesso',
    )
  })

  it('shows the two-factor policy switch', () => {
    expect(auditDetailsSummary('settings.changed', '{"required":true}')).toBe(
      'Exigir verificação em duas etapas: ativado',
    )
    expect(auditDetailsSummary('settings.changed', '{"required":false}')).toBe(
      'Exigir verificação em duas etapas: desativado',
    )
  })

  it('shows a lead export and the lead access switch', () => {
    expect(auditActionLabel('leads.exported')).toBe('Leads exportados (CSV)')
    expect(
      auditDetailsSummary(
        'leads.exported',
        '{"filter":{"q":"ana","de":"2025-03-01","ate":"2025-03-31"},"rows":3}',
      ),
    ).toBe('3 linhas · busca "ana", de 01/03/2025, até 31/03/2025')
    expect(auditDetailsSummary('leads.exported', '{"filter":{},"rows":1}')).toBe(
      '1 linha · sem filtro',
    )
    expect(auditDetailsSummary('settings.changed', '{"editorsCanReadLeads":true}')).toBe(
      'Editores podem ver e exportar leads e planos: ativado',
    )
    expect(auditDetailsSummary('settings.changed', '{"analyticsCollection":false}')).toBe(
      'Coleta de análises: desativada',
    )
  })

  it('names a preview link by the start of its hash, with its expiry in São Paulo time', () => {
    expect(auditActionLabel('post.preview_link_created')).toBe('Link de pré-visualização criado')
    expect(auditActionLabel('post.preview_link_revoked')).toBe('Link de pré-visualização revogado')
    expect(
      auditDetailsSummary(
        'post.preview_link_created',
        '{"link":"1a2b3c4d","expiresAt":"2026-12-02T17:30:00.000Z"}',
      ),
    ).toBe('Link 1a2b3c4d · expira em 02/12/2026 14:30')
    expect(auditDetailsSummary('post.preview_link_revoked', '{"link":"1a2b3c4d"}')).toBe(
      'Link 1a2b3c4d',
    )
  })

  it('summarises sign-ins', () => {
    expect(auditDetailsSummary('auth.sign_in', '{"secondFactor":true}')).toBe(
      'Com verificação em duas etapas',
    )
    expect(auditDetailsSummary('auth.sign_in_failed', '{"email":"a@b.com","status":401}')).toBe(
      'Email informado: a@b.com',
    )
  })

  it('names the fields an edit changed, with their values where recorded', () => {
    const edit = JSON.stringify({
      slug: 'guia',
      changes: { title: ['Guia', 'Guia 2026'], coverImage: [null, '/capa.webp'], content: true },
    })
    expect(auditDetailsSummary('post.updated', edit)).toBe(
      'Título: Guia → Guia 2026; Capa: - → /capa.webp; Conteúdo',
    )
    const alt = JSON.stringify({ changes: { coverAlt: [null, 'Equipe reunida'] } })
    expect(auditDetailsSummary('post.updated', alt)).toBe(
      'Texto alternativo da capa: - → Equipe reunida',
    )
    expect(auditDetailsSummary('category.updated', '{"changes":{}}')).toBe('Nenhum campo alterado')
    expect(auditDetailsSummary('user.name_changed', '{"from":null,"to":"Ana","posts":2}')).toBe(
      '- → Ana',
    )
    expect(auditActionLabel('category.created')).toBe('Categoria criada')
  })

  it('falls back to key: value pairs, raw text, or a dash', () => {
    expect(auditDetailsSummary('post.published', '{"slug":"x","featured":false}')).toBe(
      'slug: x, featured: não',
    )
    expect(auditDetailsSummary('post.deleted', 'not json')).toBe('not json')
    expect(auditDetailsSummary('auth.password_changed', null)).toBe('-')
    expect(auditDetailsSummary('post.deleted', '{}')).toBe('-')
  })

  it('cuts long details', () => {
    const summary = auditDetailsSummary('x', JSON.stringify({ text: 'a'.repeat(500) }))
    expect(summary.length).toBe(160)
    expect(summary.endsWith('…')).toBe(true)
  })
})

describe('auditActor', () => {
  it('prefers the actor, then the email tried on a failed sign-in', () => {
    expect(auditActor({ actor_email: 'a@b.com', details: null })).toBe('a@b.com')
    expect(auditActor({ actor_email: null, details: '{"email":"x@y.com"}' })).toBe(
      'x@y.com (não autenticado)',
    )
    expect(auditActor({ actor_email: null, details: null })).toBe('Desconhecido')
  })

  it('names the schedule as who published a scheduled post', () => {
    const entry = { action: 'post.scheduled_published', actor_email: null, details: '{}' }
    expect(auditActor(entry)).toBe('Agendamento automático')
  })
})

describe('scheduled publishing entries', () => {
  it('are named in pt-BR and say when, in São Paulo time', () => {
    expect(auditActionLabel('post.scheduled')).toBe('Publicação agendada')
    expect(auditActionLabel('post.schedule_canceled')).toBe('Agendamento cancelado')
    expect(auditActionLabel('post.scheduled_published')).toBe('Post publicado pelo agendamento')
    const details = (update: boolean) =>
      JSON.stringify({ slug: 'guia', scheduledAt: '2026-11-25T17:30:00.000Z', update })
    expect(auditDetailsSummary('post.scheduled', details(false))).toBe(
      'Publicação em 25/11/2026 14:30 (horário de Brasília)',
    )
    expect(auditDetailsSummary('post.scheduled_published', details(true))).toBe(
      'Atualização em 25/11/2026 14:30 (horário de Brasília)',
    )
  })
})

describe('parseAuditPage', () => {
  it('reads positive whole numbers and defaults to 1', () => {
    expect(parseAuditPage('3')).toBe(3)
    expect(parseAuditPage(['2', '5'])).toBe(2)
    expect(parseAuditPage(undefined)).toBe(1)
    expect(parseAuditPage('0')).toBe(1)
    expect(parseAuditPage('-2')).toBe(1)
    expect(parseAuditPage('abc')).toBe(1)
    expect(parseAuditPage('1e9')).toBe(1)
  })
})
