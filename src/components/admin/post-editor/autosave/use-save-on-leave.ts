'use client'

import { useEffect, useRef } from 'react'

/**
 * Changes typed less than AUTOSAVE_DELAY_MS before the editor goes away would die with its
 * timer. When the tab goes (pagehide) they are kept in this browser, the one thing still sure
 * to finish; when the editor unmounts in the app (a link, the browser's back button, which no
 * prompt can stop in the App Router) they are kept and saved at once as well.
 */
export function useSaveOnLeave({
  pending,
  keep,
  save,
}: {
  /** Whether there are changes the server has not taken that an autosave would send. */
  pending: () => boolean
  keep: () => void
  save: () => void
}): void {
  const actions = useRef({ pending, keep, save })
  useEffect(() => {
    actions.current = { pending, keep, save }
  })

  useEffect(() => {
    function onPageHide() {
      if (actions.current.pending()) actions.current.keep()
    }
    window.addEventListener('pagehide', onPageHide)
    return () => {
      window.removeEventListener('pagehide', onPageHide)
      const { pending: isPending, keep: keepNow, save: saveNow } = actions.current
      if (!isPending()) return
      keepNow()
      // The request outlives the component; a success clears what was kept.
      saveNow()
    }
  }, [])
}
