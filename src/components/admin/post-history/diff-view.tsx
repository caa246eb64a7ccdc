'use client'

import { useState } from 'react'
import { changedBlocks, type DiffPart, type RevisionDiff } from '@/lib/revision-diff'

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/**
 * Marked by element and line, not by colour alone: added words are underlined in an <ins>,
 * removed ones struck through in a <del>, each also named for screen readers.
 */
function Part({ part }: { part: DiffPart }) {
  if (part.op === 'added') {
    return (
      <ins className="rounded bg-emerald-100 px-0.5 text-emerald-950 underline decoration-2 underline-offset-2">
        <span className="sr-only">[adicionado: </span>
        {part.text}
        <span className="sr-only">]</span>
      </ins>
    )
  }
  if (part.op === 'removed') {
    return (
      <del className="rounded bg-red-100 px-0.5 text-red-950 line-through decoration-2">
        <span className="sr-only">[removido: </span>
        {part.text}
        <span className="sr-only">]</span>
      </del>
    )
  }
  return <span>{part.text}</span>
}

function Paragraph({ parts }: { parts: DiffPart[] }) {
  return (
    <p className="leading-relaxed text-ink">
      {parts.map((part, i) => (
        <span key={i}>
          {i > 0 && ' '}
          <Part part={part} />
        </span>
      ))}
    </p>
  )
}

/** The changed fields with both values, then the body with its words marked. */
export function DiffView({ diff }: { diff: RevisionDiff }) {
  const [whole, setWhole] = useState(false)
  const { fields, body } = diff
  const same = fields.length === 0 && body.added === 0 && body.removed === 0
  if (same) {
    return (
      <p role="status" className="rounded-lg bg-surface p-4 text-ink">
        Nenhuma diferença: esta revisão é igual ao texto atual.
      </p>
    )
  }
  const blocks = whole
    ? body.paragraphs.map((parts, index) => ({ kind: 'paragraph' as const, index, parts }))
    : changedBlocks(body.paragraphs)
  return (
    <div className="space-y-5" data-revision-diff="">
      <p role="status" className="font-semibold text-ink" data-diff-summary="">
        Desde esta revisão: {plural(body.added, 'palavra adicionada', 'palavras adicionadas')},{' '}
        {plural(body.removed, 'palavra removida', 'palavras removidas')}
        {fields.length > 0 && `, ${plural(fields.length, 'campo alterado', 'campos alterados')}`}.
      </p>
      {fields.length > 0 && (
        <table className="w-full text-left text-sm" data-diff-fields="">
          <caption className="mb-2 text-left font-semibold text-ink">Campos alterados</caption>
          <thead>
            <tr className="border-b border-line text-ink-muted">
              <th scope="col" className="py-2 pr-3 font-medium">
                Campo
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Nesta revisão
              </th>
              <th scope="col" className="py-2 font-medium">
                Texto atual
              </th>
            </tr>
          </thead>
          <tbody>
            {fields.map((field) => (
              <tr key={field.field} className="border-b border-line align-top">
                <th scope="row" className="py-2 pr-3 font-medium text-ink">
                  {field.label}
                </th>
                <td className="py-2 pr-3 break-words text-ink">{field.before}</td>
                <td className="py-2 break-words text-ink">{field.after}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div>
        <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
          <h4 className="font-semibold text-ink">Conteúdo</h4>
          <button
            type="button"
            aria-pressed={whole}
            onClick={() => setWhole((value) => !value)}
            className="text-sm font-semibold text-brand-700 underline underline-offset-2"
          >
            {whole ? 'Mostrar só os trechos alterados' : 'Mostrar o texto completo'}
          </button>
        </div>
        <p className="mb-3 text-sm text-ink-muted">
          <ins className="bg-emerald-100 text-emerald-950 underline decoration-2">Sublinhado</ins>:
          adicionado depois desta revisão.{' '}
          <del className="bg-red-100 text-red-950 line-through decoration-2">Riscado</del>: estava
          nesta revisão e foi removido.
        </p>
        <div className="space-y-3 rounded-lg border border-line p-4" data-diff-body="">
          {body.added === 0 && body.removed === 0 && (
            <p className="text-ink-muted">O conteúdo é igual ao atual.</p>
          )}
          {(body.added > 0 || body.removed > 0) &&
            blocks.map((block, i) =>
              block.kind === 'paragraph' ? (
                <Paragraph key={`p${block.index}`} parts={block.parts} />
              ) : (
                <p key={`u${i}`} className="text-sm text-ink-muted italic">
                  … {plural(block.count, 'parágrafo sem alteração', 'parágrafos sem alteração')} …
                </p>
              ),
            )}
        </div>
      </div>
    </div>
  )
}
