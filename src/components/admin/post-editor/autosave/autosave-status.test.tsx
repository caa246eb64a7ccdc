import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { AUTOSAVE_TITLE_MESSAGE } from '@/lib/validations/autosave'
import { AutosaveStatusLine, autosaveStatusText } from './autosave-status'

// 17:32 UTC is 14:32 in São Paulo (UTC-3, no daylight saving since 2019).
const AT = '2026-11-25T17:32:40.000Z'

describe('autosave status line', () => {
  it('says what is true, in the exact pt-BR wording of each state', () => {
    expect(autosaveStatusText({ kind: 'idle' })).toBe('')
    expect(autosaveStatusText({ kind: 'saving' })).toBe('Salvando…')
    expect(autosaveStatusText({ kind: 'saved', at: AT })).toBe('Salvo às 14:32')
    expect(autosaveStatusText({ kind: 'saved', at: AT, note: 'Combinado.' })).toBe(
      'Salvo às 14:32. Combinado.',
    )
    expect(autosaveStatusText({ kind: 'offline', kept: true })).toBe(
      'Sem conexão: alterações guardadas neste navegador',
    )
    expect(autosaveStatusText({ kind: 'error', message: null, kept: true })).toBe(
      'Erro ao salvar. Alterações guardadas neste navegador.',
    )
    expect(
      autosaveStatusText({ kind: 'error', message: 'Este slug já está em uso.', kept: true }),
    ).toBe('Erro ao salvar: Este slug já está em uso. Alterações guardadas neste navegador.')
  })

  it('never claims the changes are kept when the browser refused to store them', () => {
    expect(autosaveStatusText({ kind: 'offline', kept: false })).not.toContain('guardadas')
    expect(autosaveStatusText({ kind: 'error', message: null, kept: false })).toMatch(
      /^Erro ao salvar\. .*não feche a página\.$/,
    )
  })

  it('is a polite live region, present (empty) before the first message', () => {
    const idle = renderToStaticMarkup(
      <AutosaveStatusLine status={{ kind: 'idle' }} needsTitle={false} />,
    )
    expect(idle).toMatch(/^<p role="status" aria-live="polite" data-autosave-status="idle"/)
    const saving = renderToStaticMarkup(
      <AutosaveStatusLine status={{ kind: 'saving' }} needsTitle={false} />,
    )
    expect(saving).toContain('>Salvando…</p>')
    // Without a title nothing can be saved: the line says why instead.
    const untitled = renderToStaticMarkup(
      <AutosaveStatusLine status={{ kind: 'idle' }} needsTitle />,
    )
    expect(untitled).toContain(AUTOSAVE_TITLE_MESSAGE)
  })
})
