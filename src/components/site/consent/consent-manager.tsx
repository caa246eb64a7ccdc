'use client'

import { lazyOr } from '@/components/ui/lazy-or'
import { Suspense, useEffect, useRef, useState, type ReactNode, type SyntheticEvent } from 'react'
import { COOKIE_CONSENT_OPEN_EVENT } from '../cookie-events'
import type { ConsentDialogProps } from './consent-dialog'
import {
  BANNER_DELAY_MS,
  CONSENT_SCRIPT_ID,
  DEFAULT_PREFERENCES,
  type ConsentChoice,
  type ConsentPreferences,
  type StoredConsent,
} from '@/lib/consent/consent-state'
import { readStoredConsent } from './consent-storage'

// Deciding, the tags and the dialog load on demand: they stay out of every page's JS budget.
const loadActions = () => import('./consent-actions')
// A chunk that fails to load (offline) leaves the banner's other buttons working, not a crash.
const ConsentDialog = lazyOr<ConsentDialogProps>(
  () => loadActions().then((actions) => actions.ConsentDialog),
  () => null,
)
const ignore = () => undefined

/**
 * Cookie consent for the public site: restores a stored decision (its Consent Mode update was
 * already sent by the head script), otherwise shows the banner (server-rendered `children`)
 * after 1 s. The footer's 'Gerenciar Cookies' resets the choice, shows the banner again and
 * opens the preferences dialog on the preferences that were in force.
 */
export function ConsentManager({ children }: { children: ReactNode }) {
  const [bannerOpen, setBannerOpen] = useState(false)
  const [dialogPreferences, setDialogPreferences] = useState<ConsentPreferences | null>(null)
  const stored = useRef<StoredConsent>({ decision: null, anonymousId: null, corrupt: false })
  const opener = useRef<HTMLElement | null>(null)
  const pendingFocus = useRef<HTMLElement | null>(null)

  // Runs after the commit that unmounted the banner or the dialog (see restoreFocus).
  useEffect(() => {
    pendingFocus.current?.focus({ preventScroll: true })
    pendingFocus.current = null
  })

  useEffect(() => {
    const state = (stored.current = readStoredConsent())
    const chosen = state.decision?.preferences
    const tagData = document.getElementById(CONSENT_SCRIPT_ID)?.dataset
    let timer: number | undefined
    if (!chosen) timer = window.setTimeout(() => setBannerOpen(true), BANNER_DELAY_MS)
    // A returning visitor: fetch the tag loader only if there is a tag to load.
    else if ((chosen.analytics || chosen.marketing) && (tagData?.gaId || tagData?.pixelId)) {
      loadActions().then((actions) => actions.applyTags(chosen), ignore)
    }

    const reset = () => {
      window.clearTimeout(timer)
      const { decision, anonymousId } = stored.current
      stored.current = { decision: null, anonymousId, corrupt: false }
      loadActions().then((actions) => actions.resetChoice(decision, anonymousId), ignore)
      opener.current = document.activeElement as HTMLElement | null
      setBannerOpen(true)
      setDialogPreferences(decision?.preferences ?? DEFAULT_PREFERENCES)
    }
    window.addEventListener(COOKIE_CONSENT_OPEN_EVENT, reset)
    return () => {
      window.clearTimeout(timer)
      window.removeEventListener(COOKIE_CONSENT_OPEN_EVENT, reset)
    }
  }, [])

  /** Focus goes back to the opener; to the main content if the opener leaves with the banner. */
  const restoreFocus = (bannerCloses: boolean) => {
    const target = opener.current
    opener.current = null
    pendingFocus.current =
      target?.isConnected && !(bannerCloses && target.closest('[data-cookie-banner]'))
        ? target
        : document.getElementById('conteudo')
  }

  const decide = (choice: ConsentChoice, preferences: ConsentPreferences) => {
    const { anonymousId } = stored.current
    loadActions().then((actions) => {
      stored.current = {
        decision: actions.commitChoice(choice, preferences, anonymousId),
        anonymousId,
        corrupt: false,
      }
    }, ignore)
    restoreFocus(true)
    setDialogPreferences(null)
    setBannerOpen(false)
  }

  const onBanner = (event: SyntheticEvent) => {
    const button = (event.target as Element).closest<HTMLElement>('[data-consent-action]')
    const action = button?.dataset.consentAction
    if (event.type !== 'click') loadActions().catch(ignore)
    else if (action === 'customize') {
      opener.current = button
      setDialogPreferences(stored.current.decision?.preferences ?? DEFAULT_PREFERENCES)
    } else if (action === 'accept_all' || action === 'essential_only') {
      decide(action, DEFAULT_PREFERENCES)
    }
  }

  return (
    <>
      {bannerOpen ? (
        // Hovering or focusing the banner fetches the code its buttons need.
        <div className="contents" onClick={onBanner} onPointerOver={onBanner} onFocus={onBanner}>
          {children}
        </div>
      ) : null}
      {dialogPreferences ? (
        <Suspense fallback={null}>
          <ConsentDialog
            initial={dialogPreferences}
            onCancel={() => {
              restoreFocus(false)
              setDialogPreferences(null)
            }}
            onSave={(preferences) => decide('custom', preferences)}
          />
        </Suspense>
      ) : null}
    </>
  )
}
