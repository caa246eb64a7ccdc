'use client'

import { useCallback, useEffect, useRef, useState } from 'react'
import { FILE_TOO_LARGE_MESSAGE, type ImportMediaMode } from '@/lib/validations/import'
import type { ImportRunView } from '@/server/import/queries'

/*
 * One run of the importer as the screen follows it: the file sent (streamed as the request's
 * body), then the run's row polled every second until it ends. Only one at a time.
 */

export const RUNS_URL = '/admin/importar/execucoes'
const POLL_MS = 1000

export interface RunOptions {
  file: File
  media: ImportMediaMode
  dryRun: boolean
  site: string
  /** Called once when the run ends (done, failed or interrupted). */
  onEnd?: (run: ImportRunView) => void
}

export type RunStage =
  | { kind: 'idle' }
  | { kind: 'uploading'; dryRun: boolean }
  | { kind: 'running'; run: ImportRunView }
  | { kind: 'ended'; run: ImportRunView }
  | { kind: 'error'; message: string }

async function errorOf(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as {
    error?: string
    fieldErrors?: Record<string, string[] | undefined>
  } | null
  // A refused option (the Ghost address...) says what is wrong with it.
  const field = Object.values(body?.fieldErrors ?? {}).flat()[0]
  // A proxy in front of the app (nginx's client_max_body_size) answers 413 without our JSON.
  const tooLarge = response.status === 413 ? FILE_TOO_LARGE_MESSAGE : null
  return (
    field ?? body?.error ?? tooLarge ?? 'Não foi possível falar com o servidor. Tente novamente.'
  )
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export function useImportRun() {
  const [stage, setStage] = useState<RunStage>({ kind: 'idle' })
  const mounted = useRef(true)

  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  const start = useCallback(async (options: RunOptions) => {
    const fail = async (response: Response | null) =>
      setStage({
        kind: 'error',
        message: response ? await errorOf(response) : 'Sem conexão com o servidor.',
      })
    setStage({ kind: 'uploading', dryRun: options.dryRun })
    const query = new URLSearchParams({
      nome: options.file.name,
      midia: options.media,
      simular: options.dryRun ? '1' : '0',
    })
    if (options.site.trim()) query.set('site', options.site.trim())
    const sent = await fetch(`${RUNS_URL}?${query}`, {
      method: 'POST',
      body: options.file,
      headers: { 'content-type': 'application/octet-stream' },
    }).catch(() => null)
    if (!sent?.ok) return fail(sent)
    const { id } = (await sent.json()) as { id: string }
    while (mounted.current) {
      const response = await fetch(`${RUNS_URL}/${id}`, { cache: 'no-store' }).catch(() => null)
      if (!response?.ok) return fail(response)
      const run = (await response.json()) as ImportRunView
      if (run.state !== 'running') {
        setStage({ kind: 'ended', run })
        options.onEnd?.(run)
        return
      }
      setStage({ kind: 'running', run })
      await wait(POLL_MS)
    }
  }, [])

  return { stage, start }
}
