export declare function localUploadsWarning(env: Record<string, string | undefined>): string | null

export type StartChecks =
  { error: string } | { error?: undefined; warnings: string[]; lock: { release(): void } | null }

export declare function runStartChecks(env: Record<string, string | undefined>): StartChecks
export declare function sqliteInUseMessage(env: Record<string, string | undefined>): string | null
