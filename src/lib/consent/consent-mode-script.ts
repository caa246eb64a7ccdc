import {
  ANONYMOUS_ID,
  CONSENT_CHOICES,
  CONSENT_MAX_AGE_MS,
  CONSENT_POLICY_VERSION,
  CONSENT_SCRIPT_ID,
  CONSENT_STORAGE_KEY,
} from './consent-state'

export { CONSENT_SCRIPT_ID }
/** How long Google tags wait for the stored decision before sending anything. */
export const CONSENT_WAIT_FOR_UPDATE_MS = 500

/**
 * Runs in <head> before any tag, so every tag starts with the four Consent Mode v2 signals
 * denied: defines dataLayer/gtag, sets the signals to denied, and for a returning visitor sends
 * the stored decision at once, with the same validity rules as parseStoredConsent (tested
 * against it).
 * Its text depends on constants only, never on the tag ids, so a CSP hash of it is stable.
 */
export const consentModeScript = `(function(w){var l=w.dataLayer=w.dataLayer||[],d="denied",g="granted";\
w.gtag=w.gtag||function(){l.push(arguments)};\
w.gtag("consent","default",{ad_storage:d,analytics_storage:d,ad_user_data:d,ad_personalization:d,wait_for_update:${CONSENT_WAIT_FOR_UPDATE_MS}});\
try{var s=JSON.parse(w.localStorage.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)})),p=s&&s.preferences;\
if(s&&s.consented===true&&s.policyVersion===${JSON.stringify(CONSENT_POLICY_VERSION)}\
&&${JSON.stringify(CONSENT_CHOICES)}.indexOf(s.choice)>=0&&${ANONYMOUS_ID}.test(s.anonymousId)\
&&p&&typeof p.analytics==="boolean"&&typeof p.marketing==="boolean"\
&&typeof s.decidedAt==="string"&&Date.now()-Date.parse(s.decidedAt)<${CONSENT_MAX_AGE_MS}){\
var a=p.analytics?g:d,m=p.marketing?g:d;\
w.gtag("consent","update",{ad_storage:m,analytics_storage:a,ad_user_data:m,ad_personalization:m})}}catch(e){}})(window)`
