'use client'

import { useCallback, useEffect, useState } from 'react'

export type JsonState<T> =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: T }

const NETWORK_ERROR = 'Sem conexão com o servidor. Verifique a internet e tente novamente.'
const SERVER_ERROR = 'Não foi possível carregar o histórico. Tente novamente.'

/** GETs `url` (never from a cache) and keeps its JSON, or the server's pt-BR error. */
export function useJson<T>(url: string): JsonState<T> & { retry: () => void } {
  const [attempt, setAttempt] = useState(0)
  const [state, setState] = useState<{ key: string; value: JsonState<T> }>({
    key: '',
    value: { status: 'loading' },
  })
  const key = `${url}#${attempt}`

  useEffect(() => {
    let live = true
    const settle = (value: JsonState<T>) => live && setState({ key, value })
    fetch(url, { cache: 'no-store', headers: { accept: 'application/json' } })
      .then(async (response) => {
        const body = (await response.json().catch(() => null)) as { error?: string } | null
        if (response.ok && body) settle({ status: 'ready', data: body as T })
        else settle({ status: 'error', message: body?.error ?? SERVER_ERROR })
      })
      .catch(() => settle({ status: 'error', message: NETWORK_ERROR }))
    return () => {
      live = false
    }
  }, [url, key])

  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  // A new url (another revision) shows "loading" at once, never the previous one's data.
  const value: JsonState<T> = state.key === key ? state.value : { status: 'loading' }
  return { ...value, retry }
}
