/*
 * The page-view script every public page carries inline (src/components/site/analytics-beacon.tsx).
 * No cookie, no storage, no identifier: it posts the path, the referrer and the query string
 * (for UTMs and click ids) once the page has loaded, so it never competes with the page's
 * paint. On an article it also keeps the deepest quarter of the body read and the active
 * reading time (time with an interaction at most 15 s before), sent once, the first time the
 * reader leaves or hides the page (a second one would count the same read twice). Browsers with Global Privacy Control on send nothing; a prerendered page waits until
 * it is shown. Kept as plain ES2017 so it needs no build step; its gzipped size is tested.
 */
export const ANALYTICS_ENDPOINT = '/api/events'

/** Reading gaps longer than this are not counted as reading. */
export const ACTIVE_GAP_MS = 15_000

export const COLLECTOR_SCRIPT = `(()=>{const n=navigator,d=document,w=window,l=location,u="${ANALYTICS_ENDPOINT}";if(n.globalPrivacyControl)return;const s=b=>{b=JSON.stringify(b);try{if(n.sendBeacon&&n.sendBeacon(u,b))return}catch(e){}fetch(u,{method:"POST",body:b,keepalive:!0,credentials:"omit"}).catch(()=>{})},v=()=>{s({t:"v",p:l.pathname,r:d.referrer,q:l.search});const a=d.querySelector("[data-article-body]");if(!a)return;let m=0,t=0,z=Date.now(),o=!1;const h=()=>{const r=a.getBoundingClientRect(),f=r.height?(innerHeight-r.top)/r.height:1;m=Math.max(m,Math.min(4,Math.floor(f*4+.02)))},k=()=>{const x=Date.now();x-z<=${ACTIVE_GAP_MS}&&(t+=x-z);z=x},e=()=>{if(o)return;o=!0;k();s({t:"e",p:l.pathname,d:m*25,a:Math.round(t/1e3)})};h();for(const y of["scroll","keydown","pointerdown","pointermove","touchstart"])w.addEventListener(y,()=>{k();y=="scroll"&&h()},{passive:!0});d.addEventListener("visibilitychange",()=>{d.visibilityState=="hidden"?e():z=Date.now()});w.addEventListener("pagehide",e)},g=()=>d.prerendering?d.addEventListener("prerenderingchange",v,{once:!0}):v();d.readyState=="complete"?setTimeout(g):w.addEventListener("load",()=>setTimeout(g),{once:!0})})()`
