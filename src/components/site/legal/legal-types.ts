import type { ReactNode } from 'react'

export type LegalSection = {
  /** Anchor of the section, linked from the table of contents. */
  id: string
  title: string
  content: ReactNode
}

export type LegalDocumentData = {
  title: string
  intro: string
  /** Day of the last change, YYYY-MM-DD (São Paulo calendar). */
  updatedAt: string
  sections: readonly LegalSection[]
}
