import type { Metadata } from 'next'
import { Suspense } from 'react'
import { Spinner } from '@/components/admin/ui/spinner'
import { UsersContent } from '@/components/admin/users/users-content'

export const metadata: Metadata = { title: 'Usuários' }

/** Admins only: listUsers checks the role; an editor gets the denied message, not an error. */
export default function UsersPage() {
  return (
    <Suspense fallback={<Spinner label="Carregando usuários..." />}>
      <UsersContent />
    </Suspense>
  )
}
