import type { Page } from 'playwright-core'
import { toast } from './admin-panel'
import { editor } from './post-editor'

/*
 * Content as long as the CMS accepts, made through the admin like an editor would (so the
 * public pages' caches learn of it) and removed the same way: the phone checks run on it.
 */

/** One of the longest words of Portuguese: a phone's line must still hold it. */
export const LONG_WORD = 'Anticonstitucionalissimamente'

export function longContent(run: string) {
  return {
    category: `Inteligência Artificial Aplicada à Hiperpersonalização Omnichannel ${run}`,
    title: (label: string) =>
      `${LONG_WORD}: hiperpersonalização de campanhas omnichannel com inteligência artificial para PMEs brasileiras (${label} ${run})`,
    description:
      'Planejamento de mídia paga com hiperpersonalização, dados primários e automação de lances para equipes enxutas que precisam provar retorno.',
    tags: ['#PlanejamentoDeMidiaProgramatica2026', 'hiperpersonalização omnichannel', 'martech'],
    email: `maria.fernanda.albuquerque.cavalcanti.${run}@agenciaexemplodemarketingdigital.com.br`,
  }
}

/** Creates the category in /admin/categories; returns its slug. */
export async function createCategory(page: Page, name: string): Promise<string> {
  await page.goto('/admin/categories')
  await page.getByRole('button', { name: 'Nova Categoria' }).click()
  const dialog = page.locator('[data-category-dialog]')
  await dialog.getByLabel('Nome *').fill(name)
  const slug = await dialog.getByLabel('Slug *').inputValue()
  await dialog.getByRole('button', { name: 'Criar' }).click()
  await toast(page, 'Categoria criada com sucesso!').waitFor()
  return slug
}

/** Fills the editor's title and tags (the parts a phone's width has to hold). */
export async function fillTitleAndTags(page: Page, title: string, tags: readonly string[]) {
  await page.getByLabel('Título *').fill(title)
  for (const tag of tags) {
    await page.locator('#tags').fill(tag)
    await page.keyboard.press('Enter')
    await page.locator(`[data-tag="${tag}"]`).waitFor()
  }
}

/** Publishes a post from the editor. */
export async function publishPost(
  page: Page,
  post: {
    title: string
    slug: string
    description: string
    categoryName: string
    tags: readonly string[]
    featured: boolean
  },
): Promise<void> {
  await page.goto('/admin/posts/new')
  await page.locator('[data-rich-text][contenteditable="true"]').waitFor()
  await fillTitleAndTags(page, post.title, post.tags)
  await page.getByLabel('Slug').fill(post.slug)
  await page.getByLabel('Descrição (Meta Description)').fill(post.description)
  await page.getByLabel('Categoria').selectOption({ label: post.categoryName })
  if (post.featured) await page.getByRole('switch', { name: 'Post em Destaque' }).click()
  await editor(page).click()
  await page.keyboard.type(`${post.title}. Corpo do artigo.`)
  await page.getByRole('button', { name: 'Publicar' }).click()
  await toast(page, 'Post criado com sucesso!').waitFor()
  await page.waitForURL('**/admin/posts')
}

/** Deletes a post from the list, through its confirmation dialog. */
export async function deletePost(page: Page, title: string): Promise<void> {
  await page.goto(`/admin/posts?q=${encodeURIComponent(title)}`)
  await page.locator(`button[aria-label="Deletar ${title}"]`).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Deletar' }).click()
  await toast(page, 'Post deletado com sucesso!').waitFor()
}

/** Deletes a category from /admin/categories. */
export async function deleteCategory(page: Page, name: string): Promise<void> {
  await page.goto('/admin/categories')
  await page.getByRole('button', { name: `Deletar categoria ${name}` }).click()
  await page
    .locator('[data-category-delete-dialog]')
    .getByRole('button', { name: 'Deletar' })
    .click()
  await toast(page, 'Categoria deletada com sucesso!').waitFor()
}
