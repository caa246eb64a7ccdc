import type { PlannerFormState } from '@/lib/validations/planner'
import { INITIAL_PLANNER_STATE } from '@/lib/validations/planner'

/* Shared by the planner-*.test.ts files (vi.mock itself has to stay in each test file). */

export const VALID_PLAN: Record<string, string> = {
  product: 'Implante dentário',
  segment: 'odontologia',
  ticket: '4.500',
  budget: '8.000',
  leads: '120',
  leadToSale: '',
  step: '2',
  intent: 'create',
  website: '',
}

export function planForm(overrides: Record<string, string | null> = {}): FormData {
  const form = new FormData()
  form.set('$ACTION_REF_1', '')
  form.set('$ACTION_KEY', 'k0')
  for (const [name, value] of Object.entries({ ...VALID_PLAN, ...overrides })) {
    if (value !== null) form.set(name, value)
  }
  return form
}

export type PlanResult = { redirect: string } | PlannerFormState

/** Runs the action; a redirect (Next throws it) comes back as its target. */
export async function runPlanAction(
  action: (state: PlannerFormState, form: FormData) => Promise<PlannerFormState>,
  form: FormData,
): Promise<PlanResult> {
  try {
    return await action(INITIAL_PLANNER_STATE, form)
  } catch (error) {
    const digest = (error as { digest?: unknown }).digest
    if (typeof digest === 'string' && digest.startsWith('NEXT_REDIRECT;')) {
      return { redirect: digest.split(';')[2] ?? '' }
    }
    throw error
  }
}
