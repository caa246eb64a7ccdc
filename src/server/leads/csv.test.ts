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
    ['\t=1', "'\t=1"],
    ['=A1;B1', `"'=A1;B1"`],
    ['a=b', 'a=b'],
  ])('%j becomes %j', (raw, expected) => {
    expect(csvCell(raw)).toBe(expected)
  })

  it('leaves null and undefined empty', () => {
    expect(csvCell(null)).toBe('')
    expect(csvCell(undefined)).toBe('')
  })
})

describe('leadsCsv', () => {
  it('starts with the UTF-8 BOM, uses ; and CRLF, and keeps accents', () => {
    const csv = leadsCsv([lead()])
    expect(csv.startsWith(UTF8_BOM)).toBe(true)
    expect(Buffer.from(csv, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]))
    const [header] = csv.slice(1).split('\r\n')
    expect(header).toBe(
      'Data;Nome;Email;Telefone;Empresa;Cargo;Verba mensal de mídia;Mensagem;Origem;utm_source;utm_medium;utm_campaign;utm_term;utm_content;gclid;fbclid;Consentimento LGPD;Envio ao CRM;ID;Plano',
    )
    expect(csv).toContain(
      '05/03/2025 14:30;João Ação;joao@empresa.com.br;(11) 98765-4321;"Padaria São João; Filial ""Centro""";Diretor;R$ 10.000 a R$ 50.000;"Linha 1\nLinha 2";AI Planner;google;cpc;"\'=HYPERLINK(""http://x"")";;;abc;;Sim;Falhou (nova tentativa agendada);lead-1;\r\n',
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
      ';lead-1;https://midiaplan.com.br/planejador/plano/abcdefghijklmnopqrstuv\r\n',
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
