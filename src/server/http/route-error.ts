import 'server-only'

export type FieldErrors = Record<string, string[] | undefined>

/** The one error body of the route handlers; `description` only where a title leads. */
export interface RouteErrorBody {
  error: string
  description?: string
  fieldErrors?: FieldErrors
}

/**
 * How a route writes its errors. `json`: `{ error, fieldErrors? }`, or with a title
 * `{ error: title, description }` (the uploader's toast shows both). `text`: the message as
 * plain text, for an address the browser opens itself (a download link), where the user reads
 * the body as it is.
 */
export type ErrorFormat = 'json' | 'text'

/** A refusal the caller can act on: answered with its status and pt-BR message, never logged. */
export class RouteError extends Error {
  override name = 'RouteError'

  constructor(
    readonly status: number,
    message: string,
    readonly details: {
      title?: string
      fieldErrors?: FieldErrors
      headers?: Record<string, string>
    } = {},
  ) {
    super(message)
  }
}

export function errorBody(error: RouteError): RouteErrorBody {
  const { title, fieldErrors } = error.details
  const body: RouteErrorBody = title
    ? { error: title, description: error.message }
    : { error: error.message }
  if (fieldErrors) body.fieldErrors = fieldErrors
  return body
}

export function errorResponse(
  error: RouteError,
  format: ErrorFormat,
  cacheControl: string,
): Response {
  const headers = { 'cache-control': cacheControl, ...error.details.headers }
  if (format === 'text') {
    return new Response(error.message, {
      status: error.status,
      headers: { 'content-type': 'text/plain; charset=utf-8', ...headers },
    })
  }
  return Response.json(errorBody(error), { status: error.status, headers })
}
