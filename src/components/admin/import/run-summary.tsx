'use client'

import { Download } from 'lucide-react'
import { buttonStyles } from '@/components/ui/button-styles'
import { postPath } from '@/lib/blog-paths'
import {
  ACTION_LABELS,
  COUNT_KINDS,
  DRY_ACTION_LABELS,
  KIND_LABELS,
  REPORT_STATUS_LABELS,
} from '@/lib/validations/import'
import type { ImportRunView } from '@/server/import/queries'
import { cardStyles } from '../ui/styles'
import { RUNS_URL } from './use-import-run'

const ACTIONS = ['created', 'updated', 'unchanged', 'skipped'] as const

/** A finished run: the totals per kind, each post with its warnings, what was left out. */
export function RunSummary({ run }: { run: ImportRunView }) {
  const labels = run.dryRun ? DRY_ACTION_LABELS : ACTION_LABELS
  const { summary, counts } = run
  return (
    <div className="space-y-6" data-import-summary={run.dryRun ? 'simulacao' : 'importacao'}>
      {counts ? (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5" aria-label="Totais">
          {COUNT_KINDS.map((kind) => (
            <li key={kind} className={`${cardStyles} p-4`} data-import-count={kind}>
              <h3 className="font-bold text-ink">{KIND_LABELS[kind]}</h3>
              <dl className="mt-2 space-y-1 text-sm">
                {ACTIONS.map((action) => (
                  <div key={action} className="flex justify-between gap-2">
                    <dt className="text-ink-muted">{labels[action]}</dt>
                    <dd className="font-semibold text-ink" data-count={action}>
                      {counts[kind][action].toLocaleString('pt-BR')}
                    </dd>
                  </div>
                ))}
                {counts[kind].failed > 0 ? (
                  <div className="flex justify-between gap-2 text-red-800">
                    <dt>Com erro</dt>
                    <dd className="font-semibold" data-count="failed">
                      {counts[kind].failed.toLocaleString('pt-BR')}
                    </dd>
                  </div>
                ) : null}
              </dl>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <a
          href={`${RUNS_URL}/${run.id}/relatorio?formato=csv`}
          download
          className={buttonStyles({ variant: 'secondary' })}
        >
          <Download className="size-4" aria-hidden="true" />
          Baixar relatório (CSV)
        </a>
        <a
          href={`${RUNS_URL}/${run.id}/relatorio?formato=json`}
          download
          className={buttonStyles({ variant: 'secondary' })}
        >
          <Download className="size-4" aria-hidden="true" />
          Baixar relatório (JSON)
        </a>
      </div>
      {summary && summary.posts.length > 0 ? (
        <section aria-labelledby={`posts-${run.id}`}>
          <h3 id={`posts-${run.id}`} className="text-lg font-bold text-ink">
            {run.dryRun ? 'Posts' : 'Posts com avisos'}
          </h3>
          <ul className="mt-3 divide-y divide-line rounded-2xl border border-line bg-white">
            {summary.posts.map((post) => (
              <li key={post.sourceId} className="p-4" data-import-post={post.slug}>
                <p className="font-semibold break-words text-ink">{post.title}</p>
                <p className="mt-0.5 text-sm break-words text-ink-muted">
                  {labels[post.action]} · {REPORT_STATUS_LABELS[post.status]} ·{' '}
                  {postPath(post.slug)}
                </p>
                {post.warnings.length > 0 ? (
                  <ul className="mt-2 list-disc space-y-1 pl-5 text-sm break-words text-ink">
                    {post.warnings.map((warning) => (
                      <li key={warning}>{warning}</li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
          {summary.morePosts > 0 ? (
            <p className="mt-2 text-sm text-ink-muted">
              E mais {summary.morePosts.toLocaleString('pt-BR')} posts: baixe o relatório para ver
              todos.
            </p>
          ) : null}
        </section>
      ) : null}
      {summary && summary.notImported.length > 0 ? (
        <section aria-labelledby={`fora-${run.id}`}>
          <h3 id={`fora-${run.id}`} className="text-lg font-bold text-ink">
            Não importado
          </h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm break-words text-ink">
            {summary.notImported.map((item) => (
              <li key={item.label} data-not-imported={item.kind}>
                {item.label}: {item.count.toLocaleString('pt-BR')}
                {item.examples.length > 0 ? ` (${item.examples.join(', ')})` : ''}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {summary && summary.notes.length > 0 ? (
        <section aria-labelledby={`avisos-${run.id}`}>
          <h3 id={`avisos-${run.id}`} className="text-lg font-bold text-ink">
            Avisos gerais
          </h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm break-words text-ink">
            {summary.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}
