import { Calculator } from '@/components/site/icons'
import { buttonStyles, type ButtonSize, type ButtonVariant } from '@/components/ui/button-styles'

/**
 * The free planner (a plain link, as on every public page). Beside the demo buttons it is the
 * secondary call to action; where the page's main promise is the free plan, it is the main one.
 */
export function PlannerLink({
  tone = 'light',
  size = 'lg',
  main = false,
  children = 'Fazer meu plano grátis',
}: {
  tone?: 'light' | 'dark'
  size?: ButtonSize
  main?: boolean
  children?: string
}) {
  const variant: ButtonVariant = main
    ? tone === 'dark'
      ? 'accent'
      : 'primary'
    : tone === 'dark'
      ? 'outline-light'
      : 'secondary'
  return (
    <a href="/planejador" data-planner-link="" className={buttonStyles({ variant, size })}>
      <Calculator className="size-5" aria-hidden="true" />
      {children}
    </a>
  )
}
