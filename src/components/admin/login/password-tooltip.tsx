'use client'

import { Info } from 'lucide-react'
import { Tooltip } from 'radix-ui'
import { useState } from 'react'
import { PASSWORD_TOOLTIP } from '@/lib/validations/auth'

/**
 * Info button next to the password label. Hover and keyboard focus open it (Radix); a tap also
 * does, because touch screens have no hover and Radix closes tooltips on click.
 */
export function PasswordTooltip() {
  const [open, setOpen] = useState(false)
  return (
    <Tooltip.Provider delayDuration={150}>
      <Tooltip.Root open={open} onOpenChange={setOpen}>
        <Tooltip.Trigger
          type="button"
          aria-label="Requisitos da senha"
          data-password-info=""
          onClick={(event) => {
            event.preventDefault()
            setOpen(true)
          }}
          className="inline-flex size-6 items-center justify-center rounded-full text-ink-muted hover:bg-brand-50 hover:text-brand-700"
        >
          <Info className="size-4" aria-hidden="true" />
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content
            side="top"
            sideOffset={6}
            collisionPadding={12}
            data-password-tooltip=""
            className="z-50 max-w-72 rounded-lg bg-navy px-3 py-2 text-sm leading-snug text-white shadow-lg data-[state=closed]:animate-fade-out data-[state=delayed-open]:animate-fade-in motion-reduce:animate-none"
          >
            {PASSWORD_TOOLTIP}
            <Tooltip.Arrow className="fill-navy" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  )
}
