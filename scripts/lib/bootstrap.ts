import nextEnv from '@next/env'
import { ConfigError, getEnv, type Env } from '@/server/env'

/** Loads .env files the way Next does, validates them, and exits with the message if wrong. */
export function loadConfig(mode: 'production' | 'development' = 'production'): Env {
  nextEnv.loadEnvConfig(process.cwd(), mode === 'development', {
    info: () => {},
    error: console.error,
  })
  try {
    return getEnv()
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`\n${error.message}\n`)
      process.exit(1)
    }
    throw error
  }
}

/** Runs a script body, printing a readable error and a non-zero exit on failure. */
export async function runScript(body: () => Promise<void>): Promise<void> {
  try {
    await body()
  } catch (error) {
    console.error(`\nErro: ${error instanceof Error ? error.message : String(error)}\n`)
    process.exitCode = 1
  }
}
