import 'server-only'
import { findSegment, SEGMENTS } from '@/lib/planner/assumptions'
import { computePlan } from '@/lib/planner/compute'
import { cleanModelText, deterministicNarrative, narrativePrompt } from '@/lib/planner/narrative'
import { getDatabase } from '../db'
import type { NarrativeSource } from '../db/types'
import { llmConfig, streamChatCompletion } from './llm'
import { saveNarrative, type StoredPlan } from './store'

/** The limit: past this the visitor gets the deterministic text instead. */
export const NARRATIVE_TIMEOUT_MS = 20_000
/** Shorter than this, a "successful" answer is treated as a failure (an empty or cut reply). */
const MIN_MODEL_CHARS = 80

export interface Narrative {
  text: string
  source: NarrativeSource
}

/**
 * The plan's strategy text: the stored one, else the model's (when configured and it answers
 * in time), else the deterministic one; whichever is written first is stored for good.
 */
export async function ensurePlanNarrative(
  plan: StoredPlan,
  options: { timeoutMs?: number } = {},
): Promise<Narrative> {
  if (plan.narrative && plan.narrativeSource) {
    return { text: plan.narrative, source: plan.narrativeSource }
  }
  const segment = findSegment(plan.inputs.segmentId) ?? SEGMENTS[0]!
  const computed = computePlan(plan.inputs, plan.assumptions)
  let narrative: Narrative = { text: deterministicNarrative(computed, segment), source: 'fallback' }
  const config = llmConfig()
  if (config) {
    try {
      const signal = AbortSignal.timeout(options.timeoutMs ?? NARRATIVE_TIMEOUT_MS)
      const text = cleanModelText(
        await streamChatCompletion(config, narrativePrompt(computed, segment), signal),
      )
      if (text.length >= MIN_MODEL_CHARS) narrative = { text, source: 'model' }
      else console.error('Narrativa do modelo vazia ou curta demais; usando o texto padrão')
    } catch (error) {
      console.error('Modelo indisponível para a narrativa do plano; usando o texto padrão', error)
    }
  }
  return saveNarrative(getDatabase().db, plan.id, narrative.text, narrative.source)
}
