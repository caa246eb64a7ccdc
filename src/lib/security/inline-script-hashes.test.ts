import { describe, expect, it } from 'vitest'
import { scriptHash } from './inline-script-hashes'

describe('scriptHash', () => {
  it('hashes as browsers do: SHA-256 of the UTF-8 text, base64', () => {
    // echo -n 'alert(1)' | openssl dgst -sha256 -binary | base64
    expect(scriptHash('alert(1)')).toBe('sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=')
  })
})
