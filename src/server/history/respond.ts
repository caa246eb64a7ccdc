import 'server-only'
import { AuthError } from '../auth/errors'

const READ_FAILED = 'Não foi possível carregar o histórico. Tente novamente.'

function json(body: object, status: number): Response {
  // A post's history is private and changes with every save: never cached anywhere.
  return Response.json(body, { status, headers: { 'cache-control': 'private, no-store' } })
}

/** The history routes' answer: the data, or a pt-BR error with 401, 403, 404 or 500. */
export async function historyResponse<T extends object>(
  read: () => Promise<T | null>,
  notFound: string,
): Promise<Response> {
  try {
    const data = await read()
    return data === null ? json({ error: notFound }, 404) : json(data, 200)
  } catch (error) {
    if (error instanceof AuthError) return json({ error: error.message }, error.status)
    console.error('Falha ao ler o histórico de um post', error)
    return json({ error: READ_FAILED }, 500)
  }
}
