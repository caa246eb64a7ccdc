import { describe, expect, it } from 'vitest'
import { deltaOf, llmConfig } from './llm'

describe('llmConfig', () => {
  it('is on only with all three variables', () => {
    const env = {
      PLANNER_LLM_BASE_URL: 'https://api.exemplo.com/v1/',
      PLANNER_LLM_API_KEY: 'k',
      PLANNER_LLM_MODEL: 'm',
    }
    expect(llmConfig(env)).toEqual({
      baseUrl: 'https://api.exemplo.com/v1',
      apiKey: 'k',
      model: 'm',
    })
    expect(llmConfig({ ...env, PLANNER_LLM_API_KEY: ' ' })).toBeNull()
    expect(llmConfig({})).toBeNull()
  })
})

describe('deltaOf', () => {
  it('reads the text of a streamed chunk and ignores everything else', () => {
    expect(deltaOf('data: {"choices":[{"delta":{"content":"Olá"}}]}')).toBe('Olá')
    expect(deltaOf('data: [DONE]')).toBe('')
    expect(deltaOf(': keep-alive')).toBe('')
    expect(deltaOf('data: {"choices":[{"delta":{"role":"assistant"}}]}')).toBe('')
    expect(deltaOf('data: {quebrado')).toBe('')
  })
})
