'use client'

import { Printer } from '@/components/site/icons'
import { buttonStyles } from '@/components/ui/button-styles'

/** The browser's print dialog, where "Salvar como PDF" is one of the printers. */
export function PrintButton() {
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className={buttonStyles({ variant: 'secondary' })}
    >
      <Printer className="size-4" aria-hidden="true" />
      Imprimir / salvar PDF
    </button>
  )
}
