import {
  OperationNodeTransformer,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type PrimitiveValueListNode,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
  type ValueNode,
} from 'kysely'
import { BOOLEAN_COLUMNS } from './types'

const TIMESTAMP_KEY = /(_at|[a-z]At)$/

function toDriverValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString()
  if (typeof value === 'boolean') return value ? 1 : 0
  return value
}

class ParameterTransformer extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode): ValueNode {
    return { ...super.transformValue(node), value: toDriverValue(node.value) }
  }

  protected override transformPrimitiveValueList(
    node: PrimitiveValueListNode,
  ): PrimitiveValueListNode {
    return { ...super.transformPrimitiveValueList(node), values: node.values.map(toDriverValue) }
  }
}

/** Reads a row from SQLite into the types PostgreSQL returns: Date for timestamps, boolean for flags. */
export function normalizeSqliteRow(row: UnknownRow): UnknownRow {
  const out: UnknownRow = {}
  for (const [key, value] of Object.entries(row)) {
    if (typeof value === 'string' && TIMESTAMP_KEY.test(key)) out[key] = new Date(value)
    else if (typeof value === 'number' && BOOLEAN_COLUMNS.has(key)) out[key] = value !== 0
    else out[key] = value
  }
  return out
}

/**
 * better-sqlite3 binds neither Date nor boolean and returns text and integers, so this plugin
 * converts parameters on the way in and rows on the way out. PostgreSQL needs none of it.
 */
export class SqliteTypesPlugin implements KyselyPlugin {
  readonly #transformer = new ParameterTransformer()

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(args.node)
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return { ...args.result, rows: args.result.rows.map(normalizeSqliteRow) }
  }
}
