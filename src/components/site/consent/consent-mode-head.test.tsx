import { createHash } from 'node:crypto'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ADMIN_INLINE_SCRIPT_HASHES } from '@/lib/security/inline-script-hashes'
import { ConsentModeHead } from './consent-mode-head'

describe('ADMIN_INLINE_SCRIPT_HASHES', () => {
  it('holds the hash of the Consent Mode script exactly as the layout renders it', () => {
    const html = renderToStaticMarkup(<ConsentModeHead />)
    const text = /<script[^>]*>([\s\S]*)<\/script>/.exec(html)?.[1]
    expect(text).toBeTruthy()
    const hash = createHash('sha256').update(text!, 'utf8').digest('base64')
    expect(ADMIN_INLINE_SCRIPT_HASHES).toContain(`sha256-${hash}`)
  })
})
