import { Globe, Plus } from 'lucide-react'
import type { Metadata } from 'next'
import Link from 'next/link'
import { Suspense } from 'react'
import { DashboardContent } from '@/components/admin/dashboard/dashboard-content'
import { PageHeader } from '@/components/admin/ui/page-header'
import { Spinner } from '@/components/admin/ui/spinner'
import { buttonStyles } from '@/components/ui/button-styles'

export const metadata: Metadata = { title: 'Dashboard' }

export default function DashboardPage() {
  return (
    <>
      <PageHeader
        title="Dashboard"
        description="Visão geral do blog"
        actions={
          <>
            <Link href="/blog" className={buttonStyles({ variant: 'secondary' })}>
              <Globe className="size-4" aria-hidden="true" />
              Ver Blog Público
            </Link>
            <Link href="/admin/posts/new" className={buttonStyles()}>
              <Plus className="size-4" aria-hidden="true" />
              Novo Post
            </Link>
          </>
        }
      />
      <Suspense fallback={<Spinner label="Carregando o painel..." />}>
        <DashboardContent />
      </Suspense>
    </>
  )
}
