import { listCategories } from '@/server/categories/queries'
import { DeniedMessage } from '../access/denied-message'
import { loadOrDenied } from '../access/load-or-denied'
import { CategoryManager } from './category-manager'

/** The part of the category screen that waits for the database. */
export async function CategoriesContent() {
  const result = await loadOrDenied(listCategories)
  if (!result.ok) return <DeniedMessage message={result.message} />
  return <CategoryManager categories={result.data} />
}
