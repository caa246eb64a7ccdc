export declare const ALLOW_SECOND_INSTANCE: 'SQLITE_ALLOW_SECOND_INSTANCE'

export interface LockHolder {
  pid: number
  host: string
  role: 'server' | 'restore'
  since: string
}

export type LockResult = { ok: true; release(): void } | { ok: false; holder: LockHolder | null }

export declare function dataDirFrom(env: Record<string, string | undefined>): string
export declare function instanceLockFile(dataDir: string): string
export declare function acquireInstanceLock(dataDir: string, role: LockHolder['role']): LockResult
export declare function describeHolder(holder: LockHolder | null): string
export declare function secondInstanceMessage(dataDir: string, holder: LockHolder | null): string
