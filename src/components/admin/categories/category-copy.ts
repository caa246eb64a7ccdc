export const CATEGORIES_EMPTY_MESSAGE = 'Nenhuma categoria ainda'
export const DELETE_CATEGORY_QUESTION = 'Tem certeza que deseja deletar esta categoria?'

export function postCountLabel(count: number): string {
  if (count === 0) return 'Nenhum post'
  return count === 1 ? '1 post' : `${count} posts`
}

/** What happens to the posts, so nobody deletes a busy category by surprise. */
export function deleteConsequence(postCount: number): string {
  if (postCount === 0) return 'Nenhum post usa esta categoria.'
  if (postCount === 1)
    return '1 post usa esta categoria e ficará sem categoria (o post não é apagado).'
  return `${postCount} posts usam esta categoria e ficarão sem categoria (os posts não são apagados).`
}
