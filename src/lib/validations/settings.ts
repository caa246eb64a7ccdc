import { z } from 'zod'

export const LEAD_ACCESS_LABEL = 'Editores podem ver e exportar leads e planos'

export const setLeadEditorAccessSchema = z.object({
  enabled: z.boolean({ error: 'Escolha se editores podem ver os leads.' }),
})

export type SetLeadEditorAccessInput = z.infer<typeof setLeadEditorAccessSchema>

export const ANALYTICS_COLLECTION_LABEL = 'Coleta de análises'

export const setAnalyticsCollectionSchema = z.object({
  enabled: z.boolean({ error: 'Escolha se a coleta de análises fica ligada.' }),
})

export type SetAnalyticsCollectionInput = z.infer<typeof setAnalyticsCollectionSchema>
