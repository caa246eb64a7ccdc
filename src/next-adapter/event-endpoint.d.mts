import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http'

export declare const EVENT_PATH: string
export declare const EVENT_BODY_MAX_BYTES: number
export declare function isEventRequest(req: IncomingMessage): boolean
export declare function readBody(
  req: IncomingMessage,
  maxBytes: number,
  done: (error: Error | null, body: Buffer | null) => void,
): void
export declare function headerReader(incoming: IncomingHttpHeaders): Pick<Headers, 'get'>
export declare function handleEventRequest(
  req: IncomingMessage,
  res: ServerResponse,
  log?: Pick<Console, 'error'>,
): boolean
