'use client'

import { Plus } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useState, useTransition } from 'react'
import { buttonStyles } from '@/components/ui/button-styles'
import { PageHeader } from '../ui/page-header'
import { Spinner } from '../ui/spinner'
import { CategoryFormDialog } from './category-form-dialog'
import { CategoryGrid } from './category-grid'
import { DeleteCategoryDialog } from './delete-category-dialog'
import type { CategoryRow } from './types'

/** The category screen's interactive part; the list itself comes from the server page. */
export function CategoryManager({ categories }: { categories: CategoryRow[] }) {
  const router = useRouter()
  const [formOpen, setFormOpen] = useState(false)
  const [editing, setEditing] = useState<CategoryRow | null>(null)
  const [deleting, setDeleting] = useState<CategoryRow | null>(null)
  const [refreshing, startRefresh] = useTransition()

  function refresh() {
    startRefresh(() => router.refresh())
  }

  function openForm(category: CategoryRow | null) {
    setEditing(category)
    setFormOpen(true)
  }

  return (
    <>
      <PageHeader
        title="Categorias"
        description="Organize os posts do blog por assunto."
        actions={
          <button type="button" onClick={() => openForm(null)} className={buttonStyles()}>
            <Plus className="size-4" aria-hidden="true" />
            Nova Categoria
          </button>
        }
      />
      {refreshing ? <Spinner label="Atualizando categorias..." className="py-4" /> : null}
      <CategoryGrid
        categories={categories}
        busy={refreshing}
        onEdit={openForm}
        onDelete={setDeleting}
      />
      <CategoryFormDialog
        open={formOpen}
        category={editing}
        onOpenChange={setFormOpen}
        onSaved={() => {
          setFormOpen(false)
          refresh()
        }}
      />
      <DeleteCategoryDialog
        category={deleting}
        onClose={() => setDeleting(null)}
        onDone={() => {
          setDeleting(null)
          refresh()
        }}
      />
    </>
  )
}
