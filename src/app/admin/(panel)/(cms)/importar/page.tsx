import type { Metadata } from 'next'
import { Suspense } from 'react'
import { ImportContent } from '@/components/admin/import/import-content'
import { Spinner } from '@/components/admin/ui/spinner'

export const metadata: Metadata = { title: 'Importar' }

/** Admins only: listImportRuns checks the role; an editor gets the denied message, not an error. */
export default function ImportPage() {
  return (
    <Suspense fallback={<Spinner label="Carregando..." />}>
      <ImportContent />
    </Suspense>
  )
}
