import { listImportRuns } from '@/server/import/queries'
import { DeniedMessage } from '../access/denied-message'
import { loadOrDenied } from '../access/load-or-denied'
import { PageHeader } from '../ui/page-header'
import { ImportPanel } from './import-panel'
import { RecentRuns } from './recent-runs'

/** /admin/importar: bring a WordPress or Ghost blog in. Admins only (listImportRuns checks). */
export async function ImportContent() {
  const result = await loadOrDenied(() => listImportRuns())
  if (!result.ok) return <DeniedMessage message={result.message} />
  return (
    <>
      <PageHeader
        title="Importar"
        description="Traga os posts de um blog WordPress ou Ghost, com imagens, categorias e tags, e um redirecionamento 301 para cada endereço antigo."
      />
      <ImportPanel />
      <RecentRuns runs={result.data} />
    </>
  )
}
