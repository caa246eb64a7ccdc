import type { Metadata } from 'next'
import { Suspense } from 'react'
import { SettingsContent } from '@/components/admin/settings/settings-content'
import { Spinner } from '@/components/admin/ui/spinner'

export const metadata: Metadata = { title: 'Configurações' }

/** Admins only: getAdminSettings checks the role; others get the denied message. */
export default function SettingsPage() {
  return (
    <Suspense fallback={<Spinner label="Carregando as configurações..." />}>
      <SettingsContent />
    </Suspense>
  )
}
