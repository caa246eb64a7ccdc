import { describe, expect, it } from 'vitest'
import type { AdminLead } from './types'
import { csvCell, csvFileName, leadsCsv, toCsv, UTF8_BOM } from './csv'

function lead(overrides: Partial<AdminLead> = {}): AdminLead {
  return {
    id: 'lead-1',
    name: 'João Ação',
    email: 'joao@empresa.com.br',
    phone: '11987654321',
    company: 'Padaria São João; Filial "Centro"',
    job_title: 'Diretor',
    budget_range: '10000-50000',
    message: 'Linha 1\nLinha 2',
    consent_lgpd: true,
    utm_source: 'google',
    utm_medium: 'cpc',
    utm_campaign: '=HYPERLINK("http://x")',
    utm_term: null,
    utm_content: null,
    visit_landing_path: null,
    visit_source: null,
    visit_referrer_host: null,
    visit_utm_source: null,
    visit_utm_medium: null,
    visit_utm_campaign: null,
    visit_utm_term: null,
    visit_utm_content: null,
    visit_post_ids: null,
    lead_post_id: null,
    visitPosts: [],
    leadPost: null,
    gclid: 'abc',
    fbclid: null,
    landing_path: '/ai-planner',
    source: 'ai-planner',
    plan_id: null,
    webhook_status: 'failed',
    webhook_attempts: 1,
    webhook_last_error: 'HTTP 500',
    webhook_next_attempt_at: null,
    webhook_delivered_at: null,
    // 14:30 in São Paulo.
    created_at: new Date('2025-03-05T17:30:00.000Z'),
    ...overrides,
  }
}

describe('csvCell', () => {
  it.each([
    ['simples', 'simples'],
    ['com; ponto e vírgula', '"com; ponto e vírgula"'],
    ['aspas "duplas"', '"aspas ""duplas"""'],
    ['duas\nlinhas', '"duas\nlinhas"'],
    [' espaço', '" espaço"'],
    ['=1+1', "'=1+1"],
    ['+5511', "'+5511"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', `"\t'=1"`],
    ['=A1;B1', `"'=A1;B1"`],
    ['a=b', 'a=b'],
    ['R$ 1.000-2.000', 'R$ 1.000-2.000'],
    // A cell another spreadsheet would split off at a comma or a semicolon.
    ['Ana,=HYPERLINK("http://x")', `"Ana,'=HYPERLINK(""http://x"")"`],
    ['Ana;=1+1', `"Ana;'=1+1"`],
    ['a, -1', "a, '-1"],
    ['Ana, "=1"', `"Ana, ""'=1"""`],
    ['x\n@y', `"x\n'@y"`],
    ['a\t+1', "a\t'+1"],
  ])('%j becomes %j', (raw, expected) => {
    expect(csvCell(raw)).toBe(expected)
  })

  it('leaves null and undefined empty', () => {
    expect(csvCell(null)).toBe('')
    expect(csvCell(undefined)).toBe('')
  })
})

/**
 * How a spreadsheet reads a delimited line: a field is quoted only when its first character is
 * a quote (Excel, Sheets, LibreOffice), or never (`quotes: false`, a naive importer).
 */
function parseFields(text: string, separator: string, quotes = true): string[] {
  const fields: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (char === '"') quoted = false
      else field += char
    } else if (quotes && char === '"' && field === '') quoted = true
    else if (char === separator || char === '\r' || char === '\n') {
      fields.push(field)
      field = ''
    } else field += char
  }
  return [...fields, field]
}

/** What a spreadsheet runs as a formula: = + - or @ first, past spaces and quotes. */
const runsAsFormula = (field: string) => /^[\s"]*[=+\-@]/.test(field)

describe('formula neutralising', () => {
  const hostile = lead({
    name: 'Ana,=HYPERLINK("http://x","clique")',
    company: 'Loja;=1+1',
    job_title: `Diretora, "=cmd|' /C calc'!A0"`,
    message: 'oi\n-2+3\r+1',
    utm_campaign: 'a\t@SUM(A1)',
    utm_term: 'b, ;  +1',
  })

  it.each([
    [',', true],
    [';', true],
    [',', false],
    [';', false],
  ])('leaves no cell a spreadsheet runs as a formula, read with %j (quotes: %s)', (sep, quotes) => {
    const fields = parseFields(leadsCsv([hostile]).slice(UTF8_BOM.length), sep, quotes)
    expect(fields.filter((field) => field.includes('HYPERLINK'))).toHaveLength(1)
    expect(fields.filter(runsAsFormula)).toEqual([])
  })

  it('sees the formulas in cells written without neutralising (the check itself works)', () => {
    const raw = ['Ana,=HYPERLINK("x")', 'Loja;=1+1'].join(';')
    expect(parseFields(raw, ',').filter(runsAsFormula)).toEqual(['=HYPERLINK("x");Loja;=1+1'])
    expect(parseFields(raw, ';').filter(runsAsFormula)).toEqual(['=1+1'])
  })
})

describe('leadsCsv', () => {
  it('starts with the UTF-8 BOM, uses ; and CRLF, and keeps accents', () => {
    const csv = leadsCsv([lead()])
    expect(csv.startsWith(UTF8_BOM)).toBe(true)
    expect(Buffer.from(csv, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]))
    const [header] = csv.slice(1).split('\r\n')
    expect(header).toBe(
      'Data;Nome;Email;Telefone;Empresa;Cargo;Verba mensal de mídia;Mensagem;Origem;utm_source;utm_medium;utm_campaign;utm_term;utm_content;gclid;fbclid;Consentimento LGPD;Envio ao CRM;ID;Plano;Página de entrada;Origem da visita;Site de origem da visita;utm_source da visita;utm_medium da visita;utm_campaign da visita;utm_term da visita;utm_content da visita;Post que gerou o lead;Link do post que gerou o lead;Posts lidos na visita',
    )
    expect(csv).toContain(
      '05/03/2025 14:30;João Ação;joao@empresa.com.br;(11) 98765-4321;"Padaria São João; Filial ""Centro""";Diretor;R$ 10.000 a R$ 50.000;"Linha 1\nLinha 2";AI Planner;google;cpc;"\'=HYPERLINK(""http://x"")";;;abc;;Sim;Falhou (nova tentativa agendada);lead-1;;;;;;;;;;;;\r\n',
    )
    expect(csv.endsWith('\r\n')).toBe(true)
  })

  it('links the plan a lead came from', () => {
    const csv = leadsCsv(
      [lead({ plan_id: 'abcdefghijklmnopqrstuv', source: 'planejador' })],
      'https://midiaplan.com.br/',
    )
    expect(csv).toContain(';Planejador gratuito;')
    expect(csv).toContain(
      ';lead-1;https://midiaplan.com.br/planejador/plano/abcdefghijklmnopqrstuv;;;;;;;;;;;\r\n',
    )
  })

  it('adds the visit that brought the lead: landing page, source, UTMs and the posts read', () => {
    const guide = {
      id: 'p1',
      title: 'Guia de mídia; 2025',
      path: '/blog/post/guia',
      removed: false,
    }
    const csv = leadsCsv(
      [
        lead({
          visit_landing_path: '/blog/post/meta-ads',
          visit_source: 'LinkedIn',
          visit_referrer_host: 'linkedin.com',
          visit_utm_source: 'linkedin',
          visit_utm_medium: 'social',
          visit_utm_campaign: '+promo',
          visit_post_ids: '["p2","p1"]',
          lead_post_id: 'p1',
          visitPosts: [{ id: 'p2', title: 'Meta Ads', path: null, removed: false }, guide],
          leadPost: guide,
        }),
      ],
      'https://midiaplan.com.br',
    )
    expect(csv).toContain(
      ";lead-1;;/blog/post/meta-ads;LinkedIn;linkedin.com;linkedin;social;'+promo;;;" +
        '"Guia de mídia; 2025";https://midiaplan.com.br/blog/post/guia;' +
        '"Meta Ads | Guia de mídia; 2025"\r\n',
    )
  })

  it('has only the header when there is no lead', () => {
    const csv = leadsCsv([])
    expect(csv.split('\r\n')).toHaveLength(2)
  })

  it('writes any table the same way', () => {
    expect(toCsv([['a', 'b;c']])).toBe(`${UTF8_BOM}a;"b;c"\r\n`)
  })

  it('names the file after the São Paulo date', () => {
    // 01:00 UTC on the 6th is still the 5th in São Paulo.
    expect(csvFileName(new Date('2025-03-06T01:00:00Z'))).toBe('leads-midiaplan-2025-03-05.csv')
  })
})
