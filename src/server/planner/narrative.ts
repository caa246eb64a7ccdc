import 'server-only'
import { findSegment, SEGMENTS } from '@/lib/planner/assumptions'
import { computePlan } from '@/lib/planner/compute'
import { cleanModelText, deterministicNarrative, narrativePrompt } from '@/lib/planner/narrative'
import { getDatabase } from '../db'
import type { NarrativeSource } from '../db/types'
import { llmConfig, streamChatCompletion } from './llm'
import { saveNarrative, storedNarrative, type StoredPlan } from './store'

/** A visitor waits no longer for the model: past this they get the deterministic text. */
export const NARRATIVE_TIMEOUT_MS = 20_000
/** Shorter than this, a "successful" answer is treated as a failure (an empty or cut reply). */
const MIN_MODEL_CHARS = 80

export interface Narrative {
  text: string
  source: NarrativeSource
}

/**
 * Narratives being written in this process, by plan id. On globalThis like the lead sweep's
 * state, so every copy of this module Next may load shares it.
 */
const state = globalThis as typeof globalThis & {
  __planNarratives?: Map<string, Promise<Narrative>>
}
const inFlight = (state.__planNarratives ??= new Map())

/**
 * The plan's strategy text: the stored one, else the model's (when configured and it answers
 * in time), else the deterministic one; whichever is written first is stored for good.
 * Concurrent first views of a new plan share one writing, so the model is called once.
 */
export function ensurePlanNarrative(
  plan: StoredPlan,
  options: { timeoutMs?: number } = {},
): Promise<Narrative> {
  if (plan.narrative && plan.narrativeSource) {
    return Promise.resolve({ text: plan.narrative, source: plan.narrativeSource })
  }
  const running = inFlight.get(plan.id)
  if (running) return running
  const writing = writeNarrative(plan, options).finally(() => inFlight.delete(plan.id))
  inFlight.set(plan.id, writing)
  return writing
}

async function writeNarrative(
  plan: StoredPlan,
  options: { timeoutMs?: number },
): Promise<Narrative> {
  const { db } = getDatabase()
  // The plan may have been read before another view (or process) stored its text.
  const stored = await storedNarrative(db, plan.id)
  if (stored) return stored
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
  return saveNarrative(db, plan.id, narrative.text, narrative.source)
}
