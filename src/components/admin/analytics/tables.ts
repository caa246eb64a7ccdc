import type {
  DashboardData,
  DashboardFilter,
  FilterDimension,
  TopPostRow,
  TopRow,
} from '@/lib/analytics/dashboard'
import { formatCount, formatPercent } from './format'

/*
 * The dashboard's tables, defined once for the screen and for the CSV export, so a download
 * holds exactly the columns the admin saw.
 */

export const DIMENSION_LABELS: Record<FilterDimension, string> = {
  page: 'Página',
  post: 'Post',
  source: 'Fonte',
  campaign: 'Campanha',
  device: 'Dispositivo',
}

export interface Column<Row> {
  heading: string
  /** As shown on screen ("1.234", "12,5%"). */
  cell: (row: Row) => string
  numeric?: boolean
}

export interface TableDefinition<Row> {
  /** In the export's address (?tabela=) and the file name. */
  slug: string
  title: string
  /** What a click on a row filters by; null for the chart's data. */
  dimension: FilterDimension | null
  rows: (data: DashboardData) => Row[]
  /** The row's filter value and its visible name. */
  key: (row: Row) => { value: string; label: string }
  columns: Column<Row>[]
}

const count = <Row>(heading: string, pick: (row: Row) => number): Column<Row> => ({
  heading,
  cell: (row) => formatCount(pick(row)),
  numeric: true,
})

function topTable(
  slug: string,
  title: string,
  dimension: FilterDimension,
  rows: (data: DashboardData) => TopRow[],
  visitsHeading = 'Visitas',
): TableDefinition<TopRow> {
  return {
    slug,
    title,
    dimension,
    rows,
    key: (row) => ({ value: row.value, label: row.label }),
    columns: [
      { heading: DIMENSION_LABELS[dimension], cell: (row) => row.label },
      count('Visitantes', (row) => row.visitors),
      count(visitsHeading, (row) => row.visits),
      count('Visualizações', (row) => row.views),
    ],
  }
}

export const PAGES_TABLE = topTable(
  'paginas',
  'Páginas mais vistas',
  'page',
  (d) => d.pages,
  'Entradas',
)
export const SOURCES_TABLE = topTable('fontes', 'Fontes', 'source', (d) => d.sources)
export const CAMPAIGNS_TABLE = topTable(
  'campanhas',
  'Campanhas (UTM)',
  'campaign',
  (d) => d.campaigns,
)
export const DEVICES_TABLE = topTable('dispositivos', 'Dispositivos', 'device', (d) => d.devices)

export const POSTS_TABLE: TableDefinition<TopPostRow> = {
  slug: 'posts',
  title: 'Posts mais lidos',
  dimension: 'post',
  rows: (data) => data.posts,
  key: (row) => ({ value: row.postId, label: row.title }),
  columns: [
    { heading: 'Post', cell: (row) => row.title },
    count('Visualizações', (row) => row.views),
    count('Visitantes', (row) => row.visitors),
    { heading: 'Leitura média', cell: (row) => formatPercent(row.averageDepth), numeric: true },
    count('Leads', (row) => row.leads),
    { heading: 'Conversão', cell: (row) => formatPercent(row.conversionRate), numeric: true },
  ],
}

export const SERIES_TABLE: TableDefinition<DashboardData['series'][number]> = {
  slug: 'grafico',
  title: 'Visitantes e visualizações',
  dimension: null,
  rows: (data) => data.series,
  key: (row) => ({ value: row.bucket, label: row.label }),
  columns: [
    { heading: 'Período', cell: (row) => row.label },
    count('Visitantes', (row) => row.visitors),
    count('Visualizações', (row) => row.views),
  ],
}

/** Every table an export may ask for, by its slug. */
export const EXPORTABLE_TABLES = {
  paginas: PAGES_TABLE,
  posts: POSTS_TABLE,
  fontes: SOURCES_TABLE,
  campanhas: CAMPAIGNS_TABLE,
  dispositivos: DEVICES_TABLE,
  grafico: SERIES_TABLE,
} as const

export type ExportableTable = keyof typeof EXPORTABLE_TABLES

/** Header and rows of a table as the screen shows them, for the CSV file. */
export function tableCells<Row>(table: TableDefinition<Row>, data: DashboardData): string[][] {
  return [
    table.columns.map((column) => column.heading),
    ...table.rows(data).map((row) => table.columns.map((column) => column.cell(row))),
  ]
}

/** The cells of an exportable table, by its slug. */
export function exportCells(slug: ExportableTable, data: DashboardData): string[][] {
  if (slug === 'posts') return tableCells(POSTS_TABLE, data)
  if (slug === 'grafico') return tableCells(SERIES_TABLE, data)
  return tableCells(EXPORTABLE_TABLES[slug], data)
}

/** "Fonte = Google"; a post shows its title when the data has it. */
export function filterLabel(filter: DashboardFilter, data: DashboardData | null): string {
  const post =
    filter.dimension === 'post' ? data?.posts.find((row) => row.postId === filter.value) : null
  return `${DIMENSION_LABELS[filter.dimension]} = ${post?.title ?? filter.value}`
}
