export declare const CACHE_TAGS_GLOBAL: unique symbol
export declare const POLL_MS: number

export interface TagRow {
  tag: string
  expired: number
  stale: number
  changed: number
}

export interface TagSource {
  read(sinceMs: number): Promise<TagRow[]>
  write(rows: TagRow[]): Promise<void>
}

export interface TagState {
  attach(source: TagSource, options?: { poll?: boolean }): Promise<void>
  detach(): void
  isReady(): boolean
  refresh(): Promise<void>
  update(tags: string[], durations?: { expire?: number }): Promise<void>
  isExpired(tags: string[], timestamp: number): boolean
  isStale(tags: string[], timestamp: number): boolean
  expiration(tags: string[]): number
  onRemoteChange(listener: (tags: string[]) => void): () => boolean
}

export declare function createTagState(options?: { now?: () => number; pollMs?: number }): TagState
export declare function cacheTags(): TagState
