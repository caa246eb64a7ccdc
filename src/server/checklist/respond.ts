import 'server-only'
import { AuthError } from '../auth/errors'

const READ_FAILED = 'Não foi possível verificar os links. Tente novamente.'

/** The checklist routes' answer: private JSON, or a pt-BR error with 401, 403 or 500. */
export async function checklistResponse(read: () => Promise<object>): Promise<Response> {
  const headers = { 'cache-control': 'private, no-store' }
  try {
    return Response.json(await read(), { headers })
  } catch (error) {
    if (error instanceof AuthError)
      return Response.json({ error: error.message }, { status: error.status, headers })
    console.error('Falha numa leitura do checklist de publicação', error)
    return Response.json({ error: READ_FAILED }, { status: 500, headers })
  }
}
