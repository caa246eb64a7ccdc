import { describe, expect, it } from 'vitest'
import { computeChecklist, requiredFailures } from './checklist'
import { cutForSerp } from './serp'
import type { ChecklistContext, ChecklistInput, ChecklistItemId, LinkedPostState } from './types'

const GOOD_BODY =
  '<p>O planejamento de mídia define onde investir. Veja o <a href="/blog/post/guia-a">guia A</a> e o <a href="/blog/post/guia-b">guia B</a>.</p>' +
  '<h2>Metas</h2><p>Defina metas claras.</p><h3>Verba</h3><p>Calcule a verba.</p>' +
  '<p><img src="/api/uploads/blog-images/grafico.webp" alt="Gráfico de verba"></p>'

function input(overrides: Partial<ChecklistInput> = {}): ChecklistInput {
  return {
    title: 'Planejamento de mídia: a verba ideal',
    slug: 'planejamento-midia-verba-ideal',
    description:
      'Aprenda a fazer o planejamento de mídia da sua empresa: metas, verba mínima e divisão entre canais pagos.',
    content: GOOD_BODY,
    focusKeyword: '',
    ...overrides,
  }
}

const published = (...slugs: string[]) =>
  new Map<string, LinkedPostState>(slugs.map((slug) => [slug, 'published']))
const CONTEXT: ChecklistContext = { linkedPosts: published('guia-a', 'guia-b') }

function item(id: ChecklistItemId, overrides: Partial<ChecklistInput> = {}, context = CONTEXT) {
  const found = computeChecklist(input(overrides), context).items.find((i) => i.id === id)
  if (!found) throw new Error(`no item ${id}`)
  return found
}

describe('the checklist', () => {
  it('passes a post that keeps every rule', () => {
    const { items } = computeChecklist(input(), CONTEXT)
    const notOk = items.filter((i) => i.level !== 'ok' && i.level !== 'info')
    // A five-sentence sample reads "fácil" or better only by chance: the score is not asserted.
    expect(notOk.filter((i) => i.id !== 'readability')).toEqual([])
    expect(requiredFailures(computeChecklist(input(), CONTEXT))).toEqual([])
  })

  it.each([
    ['short', 'Verba de mídia', 'warn'],
    [
      'long',
      'Planejamento de mídia: como definir a verba ideal para a sua empresa crescer',
      'warn',
    ],
    ['right', 'Planejamento de mídia para pequenas empresas', 'ok'],
    // 49 characters: 61 with " | MídiaPlan", past where Google cuts.
    ['long with the site name', 'Planejamento de mídia: como definir a verba ideal', 'warn'],
    ['empty', '', 'warn'],
  ])('title: %s', (_, title, level) => {
    expect(item('title', { title }).level).toBe(level)
  })

  it('title: counts what Google shows, the title and " | MídiaPlan"', () => {
    const title = 'Planejamento de mídia: como definir a verba ideal'
    expect(item('title', { title }).reason).toBe(
      'No Google, com “| MídiaPlan” no fim, o título tem 61 caracteres e é cortado depois de 60; use de 18 a 48 no título.',
    )
    expect(cutForSerp(`${title} | MídiaPlan`, 60)).toContain('…')
    expect(item('title', { title: 'Planejamento de mídia para pequenas empresas' }).reason).toBe(
      'No Google, com “| MídiaPlan” no fim, o título tem 56 caracteres (ideal: 30 a 60).',
    )
  })

  it('description: 70 to 160 characters; empty is flagged', () => {
    expect(item('description', { description: '' }).reason).toMatch(/Sem descrição/)
    expect(item('description', { description: 'Curta demais.' }).level).toBe('warn')
    expect(item('description', { description: 'x'.repeat(70) }).level).toBe('ok')
    expect(item('description', { description: 'x'.repeat(161) }).level).toBe('warn')
  })

  it.each([
    ['o-que-e-martech', /palavras vazias \(o, que, e\)/],
    ['stack-martech-2025', /data/],
    ['guia-12-05-2024', /data/],
    ['planejamento-de-campanha-completo-para-pequenas-e-medias-empresas', /longo/],
    ['mídia-paga', /acentos/],
  ])('slug %s is flagged', (slug, reason) => {
    const result = item('slug', { slug })
    expect(result.level).toBe('warn')
    expect(result.reason).toMatch(reason)
  })

  it('slug: an empty one is judged as the one derived from the title', () => {
    expect(item('slug', { slug: '', title: 'O guia de 2025' }).reason).toMatch(/vazias.*data/)
  })

  it('headings: an H1 in the body is a required failure that points at it', () => {
    const result = item('no-h1', { content: `<h1>Outro título</h1>${GOOD_BODY}` })
    expect(result).toMatchObject({ level: 'error', required: true })
    expect(result.target).toEqual({ kind: 'block', tag: 'h1', index: 0 })
  })

  it('headings: no H2 and skipped levels are flagged', () => {
    expect(item('headings', { content: '<p>Só texto.</p>' }).reason).toMatch(/H2/)
    const skipped = item('headings', { content: '<h2>A</h2><h4>B</h4>' })
    expect(skipped).toMatchObject({ level: 'warn', target: { tag: 'h4', index: 0 } })
    expect(item('headings', { content: '<h3>Sem H2 antes</h3>' }).level).toBe('warn')
    expect(item('headings', { content: '<h2>A</h2><h3>B</h3><h2>C</h2><h3>D</h3>' }).level).toBe(
      'ok',
    )
  })

  it('image alt: a missing alt is a required failure naming the image', () => {
    const content = `${GOOD_BODY}<p><img src="/api/uploads/blog-images/sem-alt.webp"><img src="/x/y.webp" alt="  "></p>`
    const result = item('image-alt', { content })
    expect(result).toMatchObject({ level: 'error', required: true })
    expect(result.reason).toContain('"sem-alt.webp", "y.webp"')
    expect(result.target).toEqual({ kind: 'block', tag: 'img', index: 1 })
  })

  it('internal links: two published posts; a draft or missing one is a required failure', () => {
    const one =
      '<p><a href="/blog/post/guia-a">A</a> <a href="/blog/post/guia-a#x">A de novo</a></p>'
    expect(item('internal-links', { content: one }).level).toBe('warn')
    expect(item('link-targets', { content: one }).level).toBe('ok')

    const context = { linkedPosts: new Map<string, LinkedPostState>([['guia-a', 'draft']]) }
    const draft = item('link-targets', {}, context)
    expect(draft).toMatchObject({ level: 'error', required: true })
    expect(draft.reason).toMatch(/não publicado/)
    expect(item('link-targets', {}, { linkedPosts: new Map() }).reason).toMatch(/não existe/)
  })

  it('internal links: absolute links to the site count; links to itself do not', () => {
    const content =
      '<p><a href="https://midiaplan.com.br/blog/post/guia-a">A</a> <a href="/blog/post/planejamento-midia-verba-ideal">eu</a> <a href="/blog/post/guia-b/">B</a></p>'
    const context = { ...CONTEXT, siteOrigin: 'https://midiaplan.com.br' }
    expect(item('internal-links', { content }, context).level).toBe('ok')
    expect(item('internal-links', { content }, CONTEXT).level).toBe('warn')
  })

  it('internal links: not judged before the editor knows the linked posts', () => {
    expect(item('link-targets', {}, { linkedPosts: null }).level).toBe('info')
  })

  it('focus keyword: optional; found in title, slug, first paragraph and description, ignoring accents', () => {
    expect(item('focus-keyword').level).toBe('info')
    const found = item('focus-keyword', { focusKeyword: 'Planejamento de midia' })
    expect(found.level).toBe('ok')
    expect(found.reason).toMatch(/1 vez no texto/)
    const missing = item('focus-keyword', { focusKeyword: 'verba ideal' })
    expect(missing).toMatchObject({ level: 'warn' })
    expect(missing.reason).toMatch(/Falta em: primeiro parágrafo, descrição/)
  })

  it('readability, long sentences, long paragraphs and reading time', () => {
    const heavy = `<p>${'Considerando as particularidades metodológicas relacionadas '.repeat(8)}fim.</p>`
    expect(item('readability', { content: heavy }).level).toBe('warn')
    expect(item('long-sentences', { content: heavy })).toMatchObject({
      level: 'warn',
      target: { tag: 'p', index: 0 },
    })
    expect(item('readability', { content: heavy }).reason).toMatch(/^-?\d+(,\d)? \(muito difícil\)/)
    const light = '<p>O gato come. A casa é boa. Eu vou lá.</p>'
    expect(item('readability', { content: light }).level).toBe('ok')
    expect(
      item('long-paragraphs', { content: `<p>${'Frase com três. '.repeat(60)}</p>` }).level,
    ).toBe('warn')
    expect(item('reading-time', { content: `<p>${'palavra '.repeat(401)}</p>` }).reason).toMatch(
      /^3 min \(401 palavras/,
    )
  })
})

describe('cutForSerp', () => {
  it('keeps a short text and cuts a long one on a word boundary with an ellipsis', () => {
    expect(cutForSerp('Curto', 60)).toBe('Curto')
    const cut = cutForSerp(
      'Planejamento de mídia: o guia definitivo, da meta de vendas ao orçamento ideal',
      60,
    )
    expect(cut).toBe('Planejamento de mídia: o guia definitivo, da meta de vendas…')
    expect(cut.length).toBeLessThanOrEqual(61)
  })
})
