'use client'

import { useCallback, useEffect, useRef, useState } from 'react'
import type { AutosaveConflict, AutosavePostInput } from '@/lib/validations/autosave'
import { autosavePostAction } from '@/server/posts/actions'
import { hasChanges, type PostFormValues } from '../form-values'
import { backupKey, clearBackup, writeBackup } from './local-backup'
import { useSaveOnLeave } from './use-save-on-leave'

/** Saved this long after the last change... */
export const AUTOSAVE_DELAY_MS = 2_000
/** ...and at least this often while the typing goes on. */
export const AUTOSAVE_MAX_WAIT_MS = 15_000
/** A failed save (no connection, server error) is tried again after this, or when back online. */
export const AUTOSAVE_RETRY_MS = 10_000

export type AutosaveStatus =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: string }
  /** `kept`: the changes are in this browser's storage (false if the browser refused). */
  | { kind: 'offline'; kept: boolean }
  | { kind: 'error'; message: string | null; kept: boolean }
  | { kind: 'conflict' }

export interface SaveTarget {
  id: string
  version: number
}

/** What the server refused, most precisely: the first field's message, else the general one. */
function refusal(result: { error: string; fieldErrors?: Record<string, string[] | undefined> }) {
  const field = Object.values(result.fieldErrors ?? {}).find((messages) => messages?.[0])
  return field?.[0] ?? result.error
}

function toInput(values: PostFormValues, target: SaveTarget | undefined): AutosavePostInput {
  const { status: _status, ...doc } = values
  return { ...doc, ...target }
}

/**
 * Saves the form by itself: AUTOSAVE_DELAY_MS after the last change, and at least every
 * AUTOSAVE_MAX_WAIT_MS while changes keep coming; one save at a time. What the server did not
 * take is kept in localStorage. A conflict stops autosaving until the editor chooses.
 */
export function useAutosave({
  initialTarget,
  isNew,
  values,
  baseline,
  onSaved,
}: {
  initialTarget: SaveTarget | undefined
  isNew: boolean
  values: PostFormValues
  baseline: PostFormValues
  /** The server now holds these values: they become the form's baseline. */
  onSaved: (values: PostFormValues) => void
}) {
  const key = backupKey(isNew ? undefined : initialTarget?.id)
  const target = useRef(initialTarget)
  const latest = useRef(values)
  const latestBaseline = useRef(baseline)
  const savedCallback = useRef(onSaved)
  const inFlight = useRef<Promise<void> | null>(null)
  const firstChangeAt = useRef<number | null>(null)
  const failing = useRef(false)
  // Held by a manual save (and after it succeeds, while the page leaves).
  const held = useRef(false)
  const retryTimer = useRef<number | undefined>(undefined)
  const [status, setStatus] = useState<AutosaveStatus>({ kind: 'idle' })
  const [conflict, setConflict] = useState<AutosaveConflict | null>(null)
  const [attempt, setAttempt] = useState(0)

  const keep = useCallback(
    (kept: PostFormValues): boolean =>
      writeBackup(key, {
        postId: target.current?.id ?? null,
        version: target.current?.version ?? null,
        values: kept,
        keptAt: new Date().toISOString(),
      }),
    [key],
  )

  const run = useCallback((): Promise<void> => {
    if (inFlight.current) return inFlight.current
    if (held.current) return Promise.resolve()
    const snapshot = latest.current
    window.clearTimeout(retryTimer.current)
    const promise = (async () => {
      setStatus({ kind: 'saving' })
      const result = await autosavePostAction(toInput(snapshot, target.current)).catch(() => null)
      if (result?.ok && result.data.state === 'saved') {
        target.current = { id: result.data.id, version: result.data.version }
        failing.current = false
        firstChangeAt.current = null
        // Changes kept while this save was on its way are newer than what it saved.
        if (!hasChanges(latest.current, snapshot)) clearBackup(key)
        setStatus({ kind: 'saved', at: result.data.savedAt })
        savedCallback.current(snapshot)
        return
      }
      const kept = keep(latest.current)
      if (result?.ok) {
        if (result.data.state === 'conflict') setConflict(result.data.conflict)
        setStatus({ kind: 'conflict' })
        return
      }
      failing.current = true
      const code = result ? (result.status ?? 500) : 0
      if (!result && !navigator.onLine) setStatus({ kind: 'offline', kept })
      // A refused field or a lost session has the server's own message; a crash has none.
      else
        setStatus({ kind: 'error', message: result && code < 500 ? refusal(result) : null, kept })
      if (code === 0 || code >= 500) {
        retryTimer.current = window.setTimeout(() => setAttempt((n) => n + 1), AUTOSAVE_RETRY_MS)
      }
    })()
    inFlight.current = promise
    return promise.finally(() => {
      inFlight.current = null
    })
  }, [key, keep])

  useEffect(() => {
    latest.current = values
    latestBaseline.current = baseline
    savedCallback.current = onSaved
  })

  useSaveOnLeave({
    pending: () =>
      !held.current &&
      hasChanges(
        { ...latest.current, status: latestBaseline.current.status },
        latestBaseline.current,
      ),
    keep: () => keep(latest.current),
    save: () => {
      if (conflict || !latest.current.title.trim()) return
      // After the save on its way, if any: it may not hold the last changes.
      void (inFlight.current ?? Promise.resolve()).then(run)
    },
  })

  useEffect(() => {
    // The status is not the autosave's: it changes on "Salvar Rascunho" or "Publicar" only.
    if (!hasChanges({ ...values, status: baseline.status }, baseline)) {
      firstChangeAt.current = null
      return
    }
    // While the server cannot be reached, every change goes to the browser at once.
    if (failing.current) keep(values)
    if (conflict || !values.title.trim()) return
    const now = Date.now()
    firstChangeAt.current ??= now
    const wait = Math.min(AUTOSAVE_DELAY_MS, firstChangeAt.current + AUTOSAVE_MAX_WAIT_MS - now)
    const timer = window.setTimeout(() => void run(), Math.max(0, wait))
    return () => window.clearTimeout(timer)
  }, [values, baseline, conflict, attempt, run, keep])

  useEffect(() => {
    const online = () => failing.current && setAttempt((n) => n + 1)
    window.addEventListener('online', online)
    return () => {
      window.removeEventListener('online', online)
      window.clearTimeout(retryTimer.current)
    }
  }, [])

  return {
    status,
    conflict,
    /** The post and version the next save writes over (none yet for a new post). */
    target: () => target.current,
    /** A manual save is about to run: no autosave starts, and the running one is waited for. */
    hold: async () => {
      held.current = true
      await inFlight.current
    },
    release: () => {
      held.current = false
      setAttempt((n) => n + 1)
    },
    /** Carries on from changes kept in this browser: saved over the version they were made on. */
    adopt: (from: SaveTarget) => {
      target.current = from
    },
    /** "Manter a minha": saved over the version that won, at once. */
    keepMine: () => {
      if (!conflict || !target.current) return
      target.current = { id: target.current.id, version: conflict.version }
      setConflict(null)
      void run()
    },
    /** "Usar a versão salva": the editor takes the version that won; returns it. */
    takeTheirs: (): PostFormValues | null => {
      if (!conflict || !target.current) return null
      target.current = { id: target.current.id, version: conflict.version }
      failing.current = false
      clearBackup(key)
      setConflict(null)
      setStatus(conflict.savedAt ? { kind: 'saved', at: conflict.savedAt } : { kind: 'idle' })
      return conflict.document
    },
    keep,
    clearKept: () => clearBackup(key),
  }
}
