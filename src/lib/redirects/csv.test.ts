import { describe, expect, it } from 'vitest'
import { parseCsvRows, parseRedirectsCsv } from './csv'

describe('parseCsvRows', () => {
  it('reads quotes, doubled quotes, separators and line breaks inside them, CRLF and a BOM', () => {
    const text = '\uFEFFa;"b;c";"d ""e"""\r\n"linha\nquebrada";x\r\n\r\nfim'
    expect(parseCsvRows(text)).toEqual([
      { line: 1, cells: ['a', 'b;c', 'd "e"'] },
      { line: 2, cells: ['linha\nquebrada', 'x'] },
      { line: 5, cells: ['fim'] },
    ])
  })

  it('uses the separator the first line uses: comma or tab too', () => {
    expect(parseCsvRows('a,b,c\n1,2,3')[1]?.cells).toEqual(['1', '2', '3'])
    expect(parseCsvRows('a\tb\n1\t2')[1]?.cells).toEqual(['1', '2'])
  })
})

describe('parseRedirectsCsv', () => {
  it('reads the export’s own file back (its header, its labels, its formula guard)', () => {
    const text =
      '\uFEFFEndereço antigo;Destino;Tipo;Correspondência;Criado via;Acessos\r\n' +
      '/post-antigo;/blog/post/novo;301 · Permanente;Exata;Manual;12\r\n' +
      '/categoria/velha;/blog/categoria/nova;308;Prefixo (o caminho e tudo abaixo dele);;0\r\n' +
      '/sumiu;;410 · Removido;Exata;;\r\n'
    expect(parseRedirectsCsv(text, 100)).toEqual({
      ok: true,
      rows: [
        { line: 2, source: '/post-antigo', target: '/blog/post/novo', status: 301, match: 'exact' },
        {
          line: 3,
          source: '/categoria/velha',
          target: '/blog/categoria/nova',
          status: 308,
          match: 'prefix',
        },
        { line: 4, source: '/sumiu', target: '', status: 410, match: 'exact' },
      ],
    })
  })

  it('takes English headers in any order, and defaults to 301 and exact', () => {
    const parsed = parseRedirectsCsv('target,source\n/novo,/velho\n', 100)
    expect(parsed).toEqual({
      ok: true,
      rows: [{ line: 2, source: '/velho', target: '/novo', status: 301, match: 'exact' }],
    })
  })

  it('reads a file without a header as old address, target, type, match', () => {
    expect(parseRedirectsCsv('/a;/b;302;prefixo', 100)).toMatchObject({
      ok: true,
      rows: [{ source: '/a', target: '/b', status: 302, match: 'prefix' }],
    })
  })

  it('reports each bad line by its number, regular expressions included', () => {
    const text =
      'de;para;tipo;correspondencia;regex\n/a;/b;303;exata;0\n/c;/d;301;curinga;\n/(.*);/x;301;;1\n'
    expect(parseRedirectsCsv(text, 100)).toEqual({
      ok: false,
      errors: [
        'Linha 2: tipo "303" inválido; use 301, 302, 307, 308 ou 410.',
        'Linha 3: correspondência "curinga" inválida; use exata ou prefixo.',
        'Linha 4: expressões regulares não são aceitas; use exata ou prefixo.',
      ],
    })
  })

  it('refuses an empty file and one past the row limit', () => {
    expect(parseRedirectsCsv('de;para\n', 100)).toEqual({
      ok: false,
      errors: ['O arquivo não tem nenhuma linha de dados.'],
    })
    expect(parseRedirectsCsv('/a;/b\n/c;/d\n/e;/f\n', 2)).toMatchObject({ ok: false })
  })
})
