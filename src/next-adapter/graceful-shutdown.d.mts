import type { Server } from 'node:http'

export declare const SHUTDOWN_TIMEOUT_MS: number
export declare function gracefulShutdown(
  server: Server,
  options?: {
    timeoutMs?: number
    exit?: (code: number) => void
    log?: Pick<Console, 'info' | 'warn'>
  },
): { shutdown(signal: string): void; isStopping(): boolean }
export declare const SHUTDOWN_HOOKS_TIMEOUT_MS: number
export declare function runShutdownHooks(
  log?: Pick<Console, 'warn'>,
  timeoutMs?: number,
): Promise<void>
