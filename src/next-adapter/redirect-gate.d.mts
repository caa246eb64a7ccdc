import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http'

export interface RedirectAnswer {
  status: number
  headers: Record<string, string>
  body: string
}
export interface RedirectHandler {
  resolve: (url: string) => RedirectAnswer | null
  notFound?: (url: string, headers: IncomingHttpHeaders) => void
}
export declare function redirectsRegistered(): boolean
export declare function handleRedirectRequest(
  req: IncomingMessage,
  res: ServerResponse,
  log?: Pick<Console, 'error'>,
): boolean
