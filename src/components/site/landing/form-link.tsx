import { ArrowRight } from '@/components/site/icons'
import { buttonStyles, type ButtonSize, type ButtonVariant } from '@/components/ui/button-styles'
import { FORM_HREF } from './form-anchor'

/**
 * A call to action that jumps to the form. A plain anchor on purpose: it needs no JavaScript,
 * and the browser scrolls again even when the address already ends in #formulario.
 */
export function FormLink({
  children,
  variant = 'accent',
  size = 'lg',
  className,
}: {
  children: string
  variant?: ButtonVariant
  size?: ButtonSize
  className?: string
}) {
  return (
    <a href={FORM_HREF} data-form-link="" className={buttonStyles({ variant, size, className })}>
      {children}
      <ArrowRight className="size-5" aria-hidden="true" />
    </a>
  )
}
