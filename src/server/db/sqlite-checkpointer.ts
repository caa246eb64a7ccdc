import 'server-only'
import path from 'node:path'
import { Worker } from 'node:worker_threads'

/*
 * SQLite's WAL is copied back into the database file by a checkpoint. By default the connection
 * whose commit crosses 1,000 pages does it there and then, synchronously: with better-sqlite3
 * that is the server's event loop, blocked 15-25 ms every few hundred analytics events (measured
 * on 500-row batches), which every request waiting behind it pays. Here a worker thread with a
 * connection of its own runs passive checkpoints (they never wait for or block a reader or the
 * writer), and the app's connection keeps an automatic checkpoint only far later, as a safety net
 * should the worker fall behind or stop.
 */

/** Pages (4 KiB) the WAL may grow to before the app's own connection checkpoints. */
export const FALLBACK_AUTOCHECKPOINT_PAGES = 10_000
export const CHECKPOINT_EVERY_MS = 500

// Plain CommonJS run by the worker: no bundler sees it, so it loads the same better-sqlite3 the
// app uses from the project's node_modules (base: the project's package.json).
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
const SQLite = require('node:module').createRequire(workerData.base)('better-sqlite3')
const db = new SQLite(workerData.file, { fileMustExist: true })
db.pragma('busy_timeout = 0')
const timer = setInterval(() => {
  try {
    const [result] = db.pragma('wal_checkpoint(PASSIVE)')
    if (result && result.log > 0) parentPort.postMessage(result)
  } catch (error) {
    // Busy or locked: the next tick tries again; the app's fallback checkpoint bounds the WAL.
  }
}, workerData.everyMs)
parentPort.on('message', () => {
  clearInterval(timer)
  db.close()
  parentPort.close()
})
`

export interface CheckpointResult {
  busy: number
  log: number
  checkpointed: number
}

export interface Checkpointer {
  /** Resolves once the worker closed its connection (at once if it already stopped). */
  stop(): Promise<void>
  /** Called after each checkpoint that found pages in the WAL (tests, diagnostics). */
  onCheckpoint?: (result: CheckpointResult) => void
}

/**
 * Starts the worker for the database `file`. `onFailure` runs if it stops on its own (the
 * connection could not open, the thread crashed): the caller then restores the usual automatic
 * checkpoint, so the WAL stays as small as without a worker.
 */
export function startCheckpointer(
  file: string,
  options: { everyMs?: number; onFailure: () => void },
): Checkpointer {
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: {
      file,
      everyMs: options.everyMs ?? CHECKPOINT_EVERY_MS,
      base: path.join(process.cwd(), 'package.json'),
    },
  })
  // Never what keeps a process alive (a script that is done must exit).
  worker.unref()
  let exited = false
  let stopping = false
  const exit = new Promise<void>((resolve) =>
    worker.once('exit', () => {
      exited = true
      if (!stopping) options.onFailure()
      resolve()
    }),
  )
  const checkpointer: Checkpointer = {
    stop: () => {
      stopping = true
      if (!exited) {
        // Held until it has closed its connection: a script awaiting this must not end first.
        worker.ref()
        worker.postMessage('stop')
      }
      return exit
    },
  }
  worker.on('message', (result: CheckpointResult) => checkpointer.onCheckpoint?.(result))
  worker.on('error', (error) => {
    console.error(
      'SQLite: o checkpoint em segundo plano parou; o banco volta ao automático.',
      error,
    )
  })
  return checkpointer
}
