import type { CSSProperties } from 'react'
import styles from './typed-text.module.css'
import { typingSchedule } from './typing'

type TypedTextProps = { text: string; className?: string }

/**
 * The visible, typed copy of a phrase. It is hidden from assistive technology: the page must
 * also carry the phrase as real text (the hero puts it inside its h1), which is what screen
 * readers and search engines read.
 */
export function TypedText({ text, className }: TypedTextProps) {
  return (
    <p aria-hidden="true" data-typed="" className={className}>
      {typingSchedule(text).map(({ char, delayMs, caretMs }, index) => (
        <span
          // The characters never reorder, so their position is a stable key.
          key={index}
          className={styles.char}
          style={{ '--delay': `${delayMs}ms`, '--caret': `${caretMs}ms` } as CSSProperties}
        >
          {char}
        </span>
      ))}
    </p>
  )
}
