export interface StaticCheck {
  name: string
  /** A Node script run with this Node. */
  script: string
  args: string[]
}

export const CHECKS: StaticCheck[]

export function runChecks(checks?: StaticCheck[], write?: (text: string) => void): Promise<boolean>
