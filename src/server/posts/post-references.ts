import 'server-only'
import { INVALID_INPUT_MESSAGE } from '../auth/action'
import { ActionError } from '../auth/errors'
import type { Trx } from './post-write'
import { slugTakenError } from './slug-conflict'

/**
 * The checks a save makes inside its transaction: the category still exists and no other
 * post holds the slug (a working copy's slug too: "Atualizar" would otherwise fail later).
 */
export async function checkReferences(
  trx: Trx,
  values: { category_id: string | null; slug: string },
  id: string | undefined,
): Promise<void> {
  if (values.category_id) {
    const category = await trx
      .selectFrom('blog_categories')
      .select('id')
      .where('id', '=', values.category_id)
      .executeTakeFirst()
    if (!category) {
      throw new ActionError(INVALID_INPUT_MESSAGE, {
        categoryId: ['Categoria não encontrada. Recarregue a página e escolha outra.'],
      })
    }
  }
  let clash = trx.selectFrom('blog_posts').select('id').where('slug', '=', values.slug)
  if (id !== undefined) clash = clash.where('id', '!=', id)
  if (await clash.executeTakeFirst()) throw slugTakenError()
}
