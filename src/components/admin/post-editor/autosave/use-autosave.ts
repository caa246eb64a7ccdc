'use client'

import { useCallback, useEffect, useRef, useState } from 'react'
import type { SameContent } from '@/components/editor/same-content'
import type { EditorDocument } from '@/lib/post-document'
import type { AutosaveConflict, AutosavePostInput } from '@/lib/validations/autosave'
import { toast } from 'sonner'
import { autosavePostAction } from '@/server/posts/actions'
import { hasChanges } from '../form-values'
import { newEditSession } from './edit-session'
import { backupKey, clearBackup, writeBackup } from './local-backup'
import { mergeDocuments, resolveMerge, type Merge } from './merge'
import { conflictNotes } from './conflict-notes'
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
  /** `note`: what this save did besides saving (a merge with another tab's version). */
  | { kind: 'saved'; at: string; note?: string }
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

/** A conflict both tabs changed the same fields in: the editor chooses (conflict-dialog.tsx). */
export interface EditorConflict extends AutosaveConflict {
  /** The version saved elsewhere, with this tab's status (only a button changes the status). */
  theirs: EditorDocument
  merge: Merge
}

/** What the next save carries besides the document, for the history. */
interface SaveEvents {
  recovered?: boolean
  discarded?: EditorDocument
  /** Shown with the save's status once it lands. */
  note?: string
}

function toInput(
  values: EditorDocument,
  target: SaveTarget | undefined,
  session: string,
  events: SaveEvents,
): AutosavePostInput {
  const strip = ({ status: _status, ...doc }: EditorDocument) => doc
  return {
    ...strip(values),
    ...target,
    session,
    ...(events.recovered ? { recovered: true } : {}),
    ...(events.discarded ? { discarded: strip(events.discarded) } : {}),
  }
}

const sameString: SameContent = (a, b) => a === b

/** Where this browser keeps the changes the server did not take: "novo" until the post exists. */
const keyOf = (target: SaveTarget | undefined) => backupKey(target?.id)

/**
 * Saves the form by itself: AUTOSAVE_DELAY_MS after the last change, and at least every
 * AUTOSAVE_MAX_WAIT_MS while changes keep coming; one save at a time. What the server did not
 * take is kept in localStorage, under the post once it exists. When another tab or person
 * saved meanwhile, their changes are merged field by field with this tab's; only fields both
 * changed differently stop autosaving until the editor chooses, and the side not kept goes to
 * the history.
 */
export function useAutosave({
  initialTarget,
  values,
  baseline,
  onSaved,
  onCreated,
  applyDocument,
  sameContent,
}: {
  initialTarget: SaveTarget | undefined
  values: EditorDocument
  baseline: EditorDocument
  /** The server now holds these values: they become the form's baseline. */
  onSaved: (values: EditorDocument) => void
  /** A new post's first autosave created it. */
  onCreated: (id: string) => void
  /** A merge: `next` into the form over `base`, the version the server holds. */
  applyDocument: (next: EditorDocument, base: EditorDocument, bodyChanged: boolean) => void
  /** Compares bodies as the editor writes them, once it has loaded. */
  sameContent: () => SameContent | null
}) {
  const [session] = useState(newEditSession)
  const target = useRef(initialTarget)
  const events = useRef<SaveEvents>({})
  const latest = useRef(values)
  const latestBaseline = useRef(baseline)
  const callbacks = useRef({ onSaved, onCreated, applyDocument, sameContent })
  const inFlight = useRef<Promise<void> | null>(null)
  const firstChangeAt = useRef<number | null>(null)
  const failing = useRef(false)
  // Held by a manual save (and after it succeeds, while the page leaves).
  const held = useRef(false)
  const retryTimer = useRef<number | undefined>(undefined)
  const [status, setStatus] = useState<AutosaveStatus>({ kind: 'idle' })
  const [conflict, setConflict] = useState<EditorConflict | null>(null)
  const [attempt, setAttempt] = useState(0)

  const keep = useCallback(
    (kept: EditorDocument): boolean =>
      writeBackup(keyOf(target.current), {
        postId: target.current?.id ?? null,
        version: target.current?.version ?? null,
        values: kept,
        keptAt: new Date().toISOString(),
      }),
    [],
  )

  /** Puts a merged document in the form (and in the refs the next save reads at once). */
  const apply = useCallback((next: EditorDocument, base: EditorDocument) => {
    const bodyChanged = next.content !== latest.current.content
    latest.current = next
    latestBaseline.current = base
    callbacks.current.applyDocument(next, base, bodyChanged)
  }, [])

  /**
   * Someone saved meanwhile: both sides' changes are merged. Only fields both changed
   * differently wait for the editor's choice (`resolve`); otherwise the merge is saved over
   * the version that won.
   */
  const onConflict = useCallback(
    (found: AutosaveConflict) => {
      const theirs = { ...found.document, status: latest.current.status }
      const same = callbacks.current.sameContent() ?? sameString
      const merge = mergeDocuments(latestBaseline.current, latest.current, theirs, same)
      if (merge.conflicts.length > 0 || !target.current) {
        setConflict({ ...found, theirs, merge })
        setStatus({ kind: 'conflict' })
        return
      }
      target.current = { id: target.current.id, version: found.version }
      const note = conflictNotes(found, merge).merged
      toast.info('Alterações combinadas', { description: note })
      apply(merge.merged, theirs)
      if (hasChanges(merge.merged, theirs)) {
        events.current = { ...events.current, note }
        setAttempt((n) => n + 1)
      } else {
        // The other version already holds everything this tab changed.
        clearBackup(keyOf(target.current))
        setStatus({ kind: 'saved', at: found.savedAt ?? new Date().toISOString(), note })
      }
    },
    [apply],
  )

  const run = useCallback((): Promise<void> => {
    if (inFlight.current) return inFlight.current
    if (held.current) return Promise.resolve()
    const snapshot = latest.current
    const sent = events.current
    window.clearTimeout(retryTimer.current)
    const promise = (async () => {
      setStatus({ kind: 'saving' })
      const input = toInput(snapshot, target.current, session, sent)
      const result = await autosavePostAction(input).catch(() => null)
      if (result?.ok && result.data.state === 'saved') {
        const { id, created } = result.data
        target.current = { id, version: result.data.version }
        // Carried by this save: the next one starts without them (unless new ones came).
        if (events.current === sent) events.current = {}
        failing.current = false
        firstChangeAt.current = null
        if (created) {
          clearBackup(backupKey(undefined))
          callbacks.current.onCreated(id)
        }
        // Changes kept while this save was on its way are newer than what it saved.
        if (!hasChanges(latest.current, snapshot)) clearBackup(keyOf(target.current))
        setStatus({ kind: 'saved', at: result.data.savedAt, note: sent.note })
        callbacks.current.onSaved(snapshot)
        return
      }
      const kept = keep(latest.current)
      if (result?.ok) {
        if (result.data.state === 'conflict') onConflict(result.data.conflict)
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
  }, [keep, onConflict, session])

  useEffect(() => {
    latest.current = values
    latestBaseline.current = baseline
    callbacks.current = { onSaved, onCreated, applyDocument, sameContent }
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
    /**
     * The editor's choice for the fields both sides changed: "Manter a minha versão" or "Usar
     * a versão salva". Every other change of both sides stays; the side not kept is sent with
     * the save, for the history. Saved over the version that won, at once.
     */
    resolve: (side: 'mine' | 'theirs') => {
      if (!conflict || !target.current) return
      const { theirs } = conflict
      const mine = latest.current
      const same = callbacks.current.sameContent() ?? sameString
      const merge = mergeDocuments(latestBaseline.current, mine, theirs, same)
      target.current = { id: target.current.id, version: conflict.version }
      events.current = {
        ...events.current,
        discarded: side === 'mine' ? theirs : mine,
        note: conflictNotes(conflict, merge).resolved,
      }
      failing.current = false
      apply(resolveMerge(merge, theirs, side), theirs)
      setConflict(null)
      void run()
    },
    /** The form now holds changes kept in this browser ("Recuperar"): the history says so. */
    markRecovered: () => {
      events.current = { ...events.current, recovered: true }
    },
    keep,
    clearKept: () => clearBackup(keyOf(target.current)),
  }
}
