/** The icons drawn by the stylesheet (globals.css, `.icon-*`): see the note there. */
export type MaskIconName = 'calendar-days' | 'clock' | 'arrow-right'

/** A decorative icon in the current text colour; size it with a class (`size-4`). */
export function MaskIcon({ name, className }: { name: MaskIconName; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`icon-mask icon-${name}${className ? ` ${className}` : ''}`}
    />
  )
}
