'use client'

import { useRef, useState } from 'react'
import type { EditorDocument } from '@/lib/post-document'
import { hasChanges } from '../form-values'
import { backupKey, clearBackup, readBackup, type LocalBackup } from './local-backup'

/**
 * Changes this browser kept for the post (or for "Novo Post") the last time a save failed,
 * offered back once the editor has loaded; forgotten if they match what the server holds.
 */
export function useRecovery(postId: string | undefined) {
  const key = backupKey(postId)
  const [offer, setOffer] = useState<LocalBackup | null>(null)
  const checked = useRef(false)

  return {
    offer,
    /** Once, with the form's loaded values (content as the editor writes it). */
    check(loaded: EditorDocument) {
      if (checked.current) return
      checked.current = true
      const backup = readBackup(key)
      if (!backup) return
      if (hasChanges(backup.values, loaded)) setOffer(backup)
      else clearBackup(key)
    },
    discard() {
      clearBackup(key)
      setOffer(null)
    },
    close() {
      setOffer(null)
    },
  }
}
