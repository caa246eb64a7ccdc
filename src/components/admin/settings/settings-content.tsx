import { getAdminSettings } from '@/server/settings/admin-settings'
import { DeniedMessage } from '../access/denied-message'
import { loadOrDenied } from '../access/load-or-denied'
import { PageHeader } from '../ui/page-header'
import { AnalyticsCollectionSetting } from './analytics-collection-setting'
import { LeadAccessSetting } from './lead-access-setting'

export async function SettingsContent() {
  const result = await loadOrDenied(getAdminSettings)
  if (!result.ok) return <DeniedMessage message={result.message} />
  return (
    <>
      <PageHeader
        title="Configurações"
        description="Quem da equipe pode ver o quê e o que o site coleta. Cada mudança fica registrada na auditoria."
      />
      <LeadAccessSetting enabled={result.data.editorsCanReadLeads} />
      <AnalyticsCollectionSetting enabled={result.data.analyticsCollection} />
    </>
  )
}
