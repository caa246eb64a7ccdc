'use client'

import { Plus } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useState, type ReactNode } from 'react'
import { buttonStyles, type ButtonVariant } from '@/components/ui/button-styles'
import { RedirectFormDialog } from './redirect-form-dialog'
import { EMPTY_DRAFT } from './types'

/**
 * Opens the create form: empty from the page header, or with the old address filled in from a
 * row of "Erros 404" ("Criar redirecionamento").
 */
export function NewRedirectButton({
  source = '',
  variant = 'primary',
  children,
}: {
  source?: string
  variant?: ButtonVariant
  children: ReactNode
}) {
  const router = useRouter()
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className={buttonStyles({ variant, size: source ? 'sm' : 'md' })}
        {...(source ? { 'data-create-from-404': source } : {})}
      >
        <Plus className="size-4" aria-hidden="true" />
        {children}
      </button>
      <RedirectFormDialog
        open={open}
        draft={{ ...EMPTY_DRAFT, source }}
        onOpenChange={setOpen}
        onSaved={() => {
          setOpen(false)
          router.refresh()
        }}
      />
    </>
  )
}
