import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { CATEGORIES_EMPTY_MESSAGE, deleteConsequence } from './category-copy'
import { CategoryGrid } from './category-grid'

const noop = () => {}

describe('category grid', () => {
  it("shows the spec's empty state when there is no category", () => {
    const html = renderToStaticMarkup(
      <CategoryGrid categories={[]} busy={false} onEdit={noop} onDelete={noop} />,
    )
    expect(html).toContain('data-categories-empty')
    expect(html).toContain(CATEGORIES_EMPTY_MESSAGE)
    expect(CATEGORIES_EMPTY_MESSAGE).toBe('Nenhuma categoria ainda')
  })

  it('shows name, /slug, description and labelled edit and delete buttons per card', () => {
    const html = renderToStaticMarkup(
      <CategoryGrid
        categories={[
          { id: '1', name: 'Mídia Paga', slug: 'midia-paga', description: 'Ads.', postCount: 2 },
          { id: '2', name: 'Cases', slug: 'cases', description: null, postCount: 0 },
        ]}
        busy
        onEdit={noop}
        onDelete={noop}
      />,
    )
    expect(html).not.toContain(CATEGORIES_EMPTY_MESSAGE)
    expect(html).toContain('/midia-paga')
    expect(html).toContain('Ads.')
    expect(html).toContain('aria-label="Editar categoria Mídia Paga"')
    expect(html).toContain('aria-label="Deletar categoria Cases"')
    expect(html).toContain('aria-busy="true"')
    expect(html.match(/data-category-description/g)).toHaveLength(1)
  })

  it('tells how many posts lose the category on delete', () => {
    expect(deleteConsequence(0)).toBe('Nenhum post usa esta categoria.')
    expect(deleteConsequence(1)).toMatch(/^1 post usa esta categoria e ficará sem categoria/)
    expect(deleteConsequence(4)).toMatch(/^4 posts usam esta categoria e ficarão sem categoria/)
  })
})
