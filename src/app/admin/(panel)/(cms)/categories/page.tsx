import type { Metadata } from 'next'
import { Suspense } from 'react'
import { CategoriesContent } from '@/components/admin/categories/categories-content'
import { Spinner } from '@/components/admin/ui/spinner'

export const metadata: Metadata = { title: 'Categorias' }

export default function CategoriesPage() {
  return (
    <Suspense fallback={<Spinner label="Carregando categorias..." />}>
      <CategoriesContent />
    </Suspense>
  )
}
