import { formatLegalDate } from './legal-date'
import type { LegalDocumentData } from './legal-types'

// Section bodies are plain TSX (p, ul, h3, a); the typography is set once here.
const prose = [
  'space-y-4 leading-relaxed text-ink-muted',
  '[&_h3]:pt-4 [&_h3]:font-display [&_h3]:text-lg [&_h3]:font-bold [&_h3]:text-ink',
  // Only the body's own lists get bullets; a list inside a block (the cookie cards) styles itself.
  '[&>ul]:list-disc [&>ul]:pl-6 [&>ul>li+li]:mt-2 [&>ol]:list-decimal [&>ol]:pl-6 [&>ol>li+li]:mt-2',
  '[&_strong]:font-semibold [&_strong]:text-ink [&_code]:rounded [&_code]:bg-surface [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-sm [&_code]:text-ink',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-brand-900',
].join(' ')

/** A legal page: title, last update, table of contents and numbered sections. */
export function LegalDocument({ document }: { document: LegalDocumentData }) {
  return (
    <article data-legal-document="">
      <header className="border-b border-line bg-surface">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            Documento legal
          </p>
          <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl lg:text-5xl">
            {document.title}
          </h1>
          <p className="mt-4 text-sm font-medium text-ink" data-legal-updated="">
            Última atualização:{' '}
            <time dateTime={document.updatedAt}>{formatLegalDate(document.updatedAt)}</time>
          </p>
          <p className="mt-4 max-w-3xl text-lg leading-relaxed text-ink-muted">{document.intro}</p>
        </div>
      </header>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16 lg:px-8">
        <nav aria-labelledby="sumario-title" className="lg:sticky lg:top-24 lg:self-start">
          <h2 id="sumario-title" className="font-display text-base font-bold text-ink">
            Sumário
          </h2>
          <ol className="mt-3 space-y-1 text-sm">
            {document.sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="flex gap-2 rounded-sm py-1 text-ink-muted underline-offset-4 hover:text-brand-700 hover:underline"
                >
                  <span aria-hidden="true" className="w-5 shrink-0 tabular-nums">
                    {index + 1}.
                  </span>
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="max-w-3xl space-y-12">
          {document.sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              data-legal-section=""
            >
              <h2
                id={`${section.id}-title`}
                className="text-2xl font-extrabold tracking-tight text-ink"
              >
                {index + 1}. {section.title}
              </h2>
              <div className={`mt-4 ${prose}`}>{section.content}</div>
            </section>
          ))}
        </div>
      </div>
    </article>
  )
}
