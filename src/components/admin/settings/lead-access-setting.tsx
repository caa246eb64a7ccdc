'use client'

import { LEAD_ACCESS_LABEL } from '@/lib/validations/settings'
import { setLeadEditorAccessAction } from '@/server/settings/actions'
import { SettingSwitch } from '../ui/setting-switch'

/** The "editors may read lead data" switch; off by default (admins only). */
export function LeadAccessSetting({ enabled }: { enabled: boolean }) {
  return (
    <SettingSwitch
      id="editores-leads"
      title="Dados de leads"
      label={LEAD_ACCESS_LABEL}
      hint={
        'Leads são dados pessoais (LGPD): nome, email, telefone e empresa de quem pediu contato.' +
        ' Por padrão só administradores veem a lista de leads, exportam o CSV e veem os planos' +
        ' com os leads de cada um. Toda exportação fica registrada na auditoria.'
      }
      initial={enabled}
      save={(next) => setLeadEditorAccessAction({ enabled: next })}
      // The sidebar shows or hides Leads and Planos for editors from the refreshed page on.
      saved={{
        on: 'Editores agora podem ver e exportar leads e planos',
        off: 'Leads e planos agora são só para administradores',
      }}
      dataName="lead-access-setting"
    />
  )
}
