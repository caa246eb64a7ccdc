'use client'

import { ANALYTICS_COLLECTION_LABEL } from '@/lib/validations/settings'
import { setAnalyticsCollectionAction } from '@/server/settings/actions'
import { SettingSwitch } from '../ui/setting-switch'

/** The site's own analytics, on by default; off, nothing is counted and leads get no visit. */
export function AnalyticsCollectionSetting({ enabled }: { enabled: boolean }) {
  return (
    <SettingSwitch
      id="coleta-analises"
      title="Análises do site"
      label={ANALYTICS_COLLECTION_LABEL}
      hint={
        'Conta visitas, leituras dos posts e a visita que trouxe cada lead, sem cookies e sem' +
        ' guardar nada no navegador do visitante: o endereço IP não é armazenado, só entra num' +
        ' código que muda todo dia. Navegadores com Global Privacy Control e robôs não são' +
        ' contados. Desligada, nenhuma visita nova é registrada e os leads chegam sem a visita;' +
        ' os números já coletados continuam em Análises.'
      }
      initial={enabled}
      save={(next) => setAnalyticsCollectionAction({ enabled: next })}
      saved={{
        on: 'Coleta de análises ligada',
        off: 'Coleta de análises desligada: nenhuma visita nova será registrada',
      }}
      dataName="analytics-collection-setting"
    />
  )
}
