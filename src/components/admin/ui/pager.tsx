import { ChevronLeft, ChevronRight } from 'lucide-react'
import Link from 'next/link'
import type { ReactNode } from 'react'
import { buttonStyles } from '@/components/ui/button-styles'

interface PagerProps {
  /** The nav's accessible name, e.g. 'Paginação dos posts'. */
  label: string
  /** null on the first page: 'Anterior' is shown disabled. */
  previousHref: string | null
  /** null on the last page: 'Próxima' is shown disabled. */
  nextHref: string | null
  /** 'Página X de Y', or 'Página X' when the total is unknown. */
  status: ReactNode
  /** Adds data-<name>-pagination and data-<name>-page for tests and styling hooks. */
  name?: string
}

/** The admin lists' previous/next pagination: one look and behaviour for posts, leads, audit. */
export function Pager({ label, previousHref, nextHref, status, name }: PagerProps) {
  const link = buttonStyles({ variant: 'secondary', size: 'sm' })
  // Readable at 4.5:1 like any text (axe checks it; half-opacity brand text was 2.7:1), and
  // told apart from a live link by its dashed border and grey text.
  const disabled =
    'inline-flex h-9 items-center justify-center gap-2 rounded-lg border border-dashed' +
    ' border-slate-300 px-3.5 text-sm font-semibold text-ink-muted'
  const previous = (
    <>
      <ChevronLeft className="size-4" aria-hidden="true" />
      Anterior
    </>
  )
  const next = (
    <>
      Próxima
      <ChevronRight className="size-4" aria-hidden="true" />
    </>
  )
  return (
    <nav
      aria-label={label}
      {...(name ? { [`data-${name}-pagination`]: '' } : {})}
      className="mt-6 flex items-center justify-between gap-3"
    >
      {previousHref ? (
        <Link href={previousHref} rel="prev" className={link}>
          {previous}
        </Link>
      ) : (
        <span aria-hidden="true" className={disabled}>
          {previous}
        </span>
      )}
      <p
        className="text-sm text-ink-muted"
        aria-current="page"
        {...(name ? { [`data-${name}-page`]: '' } : {})}
      >
        {status}
      </p>
      {nextHref ? (
        <Link href={nextHref} rel="next" className={link}>
          {next}
        </Link>
      ) : (
        <span aria-hidden="true" className={disabled}>
          {next}
        </span>
      )}
    </nav>
  )
}
