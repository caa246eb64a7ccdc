import 'server-only'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { emailSchema, passwordSchema } from '@/lib/validations/auth'

const booleanString = z
  .enum(['true', 'false', '1', '0', ''], { error: 'use true ou false (use true or false)' })
  .transform((value) => value === 'true' || value === '1')

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ error: 'deve ser um número (must be a number)' })
    .int('deve ser inteiro (must be an integer)')
    .min(1, 'porta entre 1 e 65535 (port between 1 and 65535)')
    .max(65535, 'porta entre 1 e 65535 (port between 1 and 65535)')
    .default(3000),
  SITE_URL: z
    .url({
      protocol: /^https?$/,
      error:
        'deve ser uma URL http(s) válida, ex.: https://www.exemplo.com.br (must be an http(s) URL)',
    })
    .transform((value) => value.replace(/\/+$/, ''))
    .optional(),
  // The commercial WhatsApp the waitlist buttons open (home page); unset, they send an e-mail.
  // NEXT_PUBLIC_ because it is part of the build: the home page is prerendered with it.
  NEXT_PUBLIC_WHATSAPP_NUMBER: z
    .string()
    .transform((value) => value.replace(/[\s().+-]/g, ''))
    .pipe(
      z.string().regex(/^55\d{10,11}$/, {
        error:
          '55 + DDD + número, ex.: 5511987654321 (country code 55, area code and number, digits only)',
      }),
    )
    .optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, {
      error: 'deve começar com postgres:// ou postgresql:// (must be a PostgreSQL URL)',
    })
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  BETTER_AUTH_SECRET: z
    .string()
    .min(32, 'deve ter pelo menos 32 caracteres (must be at least 32 characters)')
    .optional(),
  ADMIN_EMAIL: emailSchema.optional(),
  ADMIN_PASSWORD: passwordSchema.optional(),
  SESSION_MAX_AGE_DAYS: z.coerce
    .number({ error: 'deve ser um número de dias (must be a number of days)' })
    .int()
    .min(1, 'mínimo 1 dia (at least 1 day)')
    .max(90, 'máximo 90 dias (at most 90 days)')
    .default(7),
  TRUSTED_PROXY_HOPS: z.coerce
    .number({ error: 'deve ser um número (must be a number)' })
    .int()
    .min(0)
    .max(5)
    .default(0),
  RATE_LIMIT_DISABLED: booleanString.default(false),
  // A second server on the same SQLite file (src/next-adapter/instance-lock.mjs): then no
  // process is the database's only writer.
  SQLITE_ALLOW_SECOND_INSTANCE: booleanString.default(false),
  // Análises: raw events are kept this many days (the daily rollups are kept for good).
  ANALYTICS_RETENTION_DAYS: z.coerce
    .number({ error: 'deve ser um número de dias (must be a number of days)' })
    .int()
    .min(1, 'mínimo 1 dia (at least 1 day)')
    .max(3650, 'máximo 3650 dias (at most 3650 days)')
    .default(90),
  // Page views and reads one client address may send per minute, per instance (then 429).
  ANALYTICS_EVENTS_PER_MINUTE: z.coerce
    .number({ error: 'deve ser um número (must be a number)' })
    .int()
    .min(10, 'mínimo 10 (at least 10)')
    .default(120),
  // Raw events stored per day at most; past it a flood is only counted (analytics_overflow).
  ANALYTICS_DAILY_EVENT_CAP: z.coerce
    .number({ error: 'deve ser um número (must be a number)' })
    .int()
    .min(1000, 'mínimo 1000 (at least 1000)')
    .default(2_000_000),
  // Read by src/next-adapter/serve.mjs; validated here so a typo stops `npm start` with a clear message.
  MICRO_CACHE_TTL_SECONDS: z.coerce
    .number({ error: 'deve ser um número de segundos (must be a number of seconds)' })
    .min(0, 'mínimo 0 (0 desliga; 0 turns it off)')
    .max(60, 'máximo 60 segundos (at most 60 seconds)')
    .default(5),
  // Image uploads go to an S3-compatible bucket when S3_BUCKET is set, else to DATA_DIR/uploads.
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'deve ser uma URL http(s) (must be an http(s) URL)' })
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'deve ser uma URL http(s) (must be an http(s) URL)' })
    .optional(),
  S3_FORCE_PATH_STYLE: booleanString.default(false),
  // Sign-up confirmation links go out by this SMTP server; without it they are printed to the log.
  SMTP_URL: z
    .url({
      protocol: /^smtps?$/,
      error:
        'deve ser uma URL smtp:// ou smtps://, ex.: smtps://usuario:senha@smtp.exemplo.com.br:465 (must be an smtp(s) URL)',
    })
    .optional(),
  SMTP_FROM: z.string().min(3).optional(),
  // Each lead is also POSTed here as JSON (a CRM or automation webhook), with retries.
  LEAD_WEBHOOK_URL: z
    .url({ protocol: /^https?$/, error: 'deve ser uma URL http(s) (must be an http(s) URL)' })
    .optional(),
  LEAD_WEBHOOK_SECRET: z
    .string()
    .min(16, 'deve ter pelo menos 16 caracteres (must be at least 16 characters)')
    .optional(),
  // Hosts the importer may download from although they are private (a local media server in
  // the tests and the bench); none by default, so an export cannot reach the internal network.
  IMPORT_PRIVATE_HOSTS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((host) => host.trim().replace(/^\[|\]$/g, ''))
        .filter(Boolean),
    )
    .default([]),
})

export type Env = z.infer<typeof envSchema> & {
  SITE_URL: string
  BETTER_AUTH_SECRET: string
  SQLITE_PATH: string
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Validates the raw environment; throws ConfigError naming each bad variable. */
export function parseEnv(raw: Record<string, string | undefined>): Omit<
  Env,
  'BETTER_AUTH_SECRET'
> & {
  BETTER_AUTH_SECRET?: string
} {
  // Empty strings in .env files mean "not set", like an absent variable.
  const cleaned = Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== ''))
  const result = envSchema.safeParse(cleaned)
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  - ${issue.path.join('.') || '(env)'}: ${issue.message}`,
    )
    throw new ConfigError(
      `Configuração inválida (invalid configuration):\n${lines.join('\n')}\nVeja a tabela de configuração no README.`,
    )
  }
  const env = result.data
  if ((env.ADMIN_EMAIL === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError(
      'Configuração inválida (invalid configuration):\n  - ADMIN_EMAIL/ADMIN_PASSWORD: defina os dois ou nenhum (set both or neither)',
    )
  }
  if (env.S3_BUCKET && (!env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'Configuração inválida (invalid configuration):\n  - S3_ACCESS_KEY_ID/S3_SECRET_ACCESS_KEY: obrigatórias quando S3_BUCKET está definido (required when S3_BUCKET is set)',
    )
  }
  const dataDir = path.resolve(env.DATA_DIR)
  return {
    ...env,
    DATA_DIR: dataDir,
    SITE_URL: env.SITE_URL ?? `http://localhost:${env.PORT}`,
    SQLITE_PATH: path.join(dataDir, 'app.db'),
  }
}

/** A generated secret is kept in the data folder so sessions survive restarts. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(dataDir, { recursive: true })
  const secret = randomBytes(32).toString('base64url')
  try {
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' })
    return secret
  } catch (error) {
    // Another process (a build, a CLI) created it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(file, 'utf8').trim()
    throw error
  }
}

let cached: Env | undefined

export function getEnv(): Env {
  if (cached) return cached
  const parsed = parseEnv(process.env)
  cached = {
    ...parsed,
    BETTER_AUTH_SECRET: parsed.BETTER_AUTH_SECRET ?? readOrCreateSecret(parsed.DATA_DIR),
  }
  return cached
}
