export declare const WARM_UP_PATHS: readonly string[]

export declare function warmUp(
  baseUrl: string,
  options?: { paths?: readonly string[]; log?: Pick<Console, 'error'> },
): Promise<{ warmed: string[]; failed: { path: string; reason: string }[] }>
