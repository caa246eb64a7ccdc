import { Fragment } from 'react'

/** Where an address may wrap: after "@" and "_", before each dot (never inside a name). */
export function emailBreakParts(address: string): string[] {
  return address.split(/(?<=[@_])|(?=\.[^.])/)
}

/**
 * Text that may hold e-mail addresses (an actor, "Email informado: ..."): each address wraps
 * only at its "@", dots and underscores, as a reader splits it, instead of mid-word as
 * break-all did ("maria.albuq|uerque"). A part still too long for its line wraps anyway
 * (overflow-wrap), so a phone never scrolls sideways; a column is never narrower than its
 * longest part, so a desktop table keeps the address readable.
 */
export function EmailText({ text, className = '' }: { text: string; className?: string }) {
  const words = text.split(/(\s+)/)
  return (
    <span className={`min-w-0 wrap-break-word ${className}`}>
      {words.map((word, index) =>
        word.includes('@') ? (
          <Fragment key={index}>
            {emailBreakParts(word).map((part, partIndex) => (
              <Fragment key={partIndex}>
                {partIndex > 0 ? <wbr /> : null}
                {part}
              </Fragment>
            ))}
          </Fragment>
        ) : (
          word
        ),
      )}
    </span>
  )
}
