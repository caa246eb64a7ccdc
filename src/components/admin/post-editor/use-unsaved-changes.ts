'use client'

import { useEffect } from 'react'

export const LEAVE_MESSAGE = 'Você tem alterações não salvas. Deseja sair sem salvar?'

/**
 * While the form has unsaved changes: closing or reloading the tab asks the browser's own
 * question (beforeunload), and a click on any link of the app (back button, sidebar) asks
 * for confirmation first. The click check runs in the capture phase, before Next's Link.
 */
export function useUnsavedChanges(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return
    function onBeforeUnload(event: BeforeUnloadEvent) {
      event.preventDefault()
      // Older Chromium needs returnValue set to show the prompt.
      event.returnValue = ''
    }
    function onClick(event: MouseEvent) {
      if (event.defaultPrevented || event.button !== 0) return
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const target = event.target instanceof Element ? event.target : null
      const anchor = target?.closest('a[href]')
      if (!(anchor instanceof HTMLAnchorElement)) return
      if (anchor.target === '_blank' || anchor.hasAttribute('download')) return
      const url = new URL(anchor.href, window.location.href)
      const here = window.location
      if (url.origin !== here.origin) return
      if (url.pathname === here.pathname && url.search === here.search) return
      if (!window.confirm(LEAVE_MESSAGE)) {
        event.preventDefault()
        event.stopPropagation()
      }
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    document.addEventListener('click', onClick, true)
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload)
      document.removeEventListener('click', onClick, true)
    }
  }, [dirty])
}
