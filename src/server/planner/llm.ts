import 'server-only'
import type { ChatMessage } from '@/lib/planner/narrative'

export interface LlmConfig {
  baseUrl: string
  apiKey: string
  model: string
}

/**
 * The model is optional: all three variables set turn it on. Read at call time (not through
 * getEnv's cache) so an operator can add them without touching the rest of the config.
 */
export function llmConfig(env: Record<string, string | undefined> = process.env): LlmConfig | null {
  const baseUrl = env.PLANNER_LLM_BASE_URL?.trim()
  const apiKey = env.PLANNER_LLM_API_KEY?.trim()
  const model = env.PLANNER_LLM_MODEL?.trim()
  if (!baseUrl || !apiKey || !model) return null
  return { baseUrl: baseUrl.replace(/\/+$/, ''), apiKey, model }
}

/** The text of one server-sent event line of an OpenAI-compatible stream, if any. */
export function deltaOf(line: string): string {
  if (!line.startsWith('data:')) return ''
  const payload = line.slice(5).trim()
  if (!payload || payload === '[DONE]') return ''
  try {
    const parsed = JSON.parse(payload) as { choices?: { delta?: { content?: unknown } }[] }
    const content = parsed.choices?.[0]?.delta?.content
    return typeof content === 'string' ? content : ''
  } catch {
    return ''
  }
}

/**
 * POST /chat/completions with stream: true and collect the streamed text. The signal bounds
 * the whole exchange, body included, so a model that starts and then stalls is cut off too.
 */
export async function streamChatCompletion(
  config: LlmConfig,
  messages: ChatMessage[],
  signal: AbortSignal,
): Promise<string> {
  const response = await fetch(`${config.baseUrl}/chat/completions`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${config.apiKey}`,
      accept: 'text/event-stream',
    },
    body: JSON.stringify({ model: config.model, messages, stream: true, temperature: 0.4 }),
    signal,
  })
  if (!response.ok || !response.body) {
    throw new Error(`Modelo respondeu ${response.status}`)
  }
  const decoder = new TextDecoder()
  let buffered = ''
  let text = ''
  const reader = response.body.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    buffered += decoder.decode(value, { stream: true })
    const lines = buffered.split('\n')
    buffered = lines.pop() ?? ''
    for (const line of lines) text += deltaOf(line.trim())
  }
  text += deltaOf(buffered.trim())
  return text
}
