import { createHash } from 'node:crypto'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ConsentModeHead } from '@/components/site/consent/consent-mode-head'
import { ADMIN_INLINE_SCRIPT_HASHES, scriptHash } from './inline-script-hashes'

describe('ADMIN_INLINE_SCRIPT_HASHES', () => {
  it('holds the hash of the Consent Mode script exactly as the layout renders it', () => {
    const html = renderToStaticMarkup(<ConsentModeHead />)
    const text = /<script[^>]*>([\s\S]*)<\/script>/.exec(html)?.[1]
    expect(text).toBeTruthy()
    const hash = createHash('sha256').update(text!, 'utf8').digest('base64')
    expect(ADMIN_INLINE_SCRIPT_HASHES).toContain(`sha256-${hash}`)
  })

  it('hashes as browsers do: SHA-256 of the UTF-8 text, base64', () => {
    // echo -n 'alert(1)' | openssl dgst -sha256 -binary | base64
    expect(scriptHash('alert(1)')).toBe('sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=')
  })
})
