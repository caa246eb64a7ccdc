'use client'

import { startTransition, useActionState, useEffect, useRef, useState, type FormEvent } from 'react'
import { buttonStyles } from '@/components/ui/button-styles'
import {
  firstStepWithError,
  INITIAL_PLANNER_STATE,
  PLANNER_FIELDS,
  PLANNER_HONEYPOT_FIELD,
  PLANNER_STEPS,
  plannerErrors,
  type PlannerFieldErrors,
} from '@/lib/validations/planner-fields'
import { createPlanAction } from '@/server/planner/actions'
import { plannerFieldId } from './planner-field'
import { PlannerSteps, STEP_TITLES } from './planner-steps'

const LAST = PLANNER_STEPS.length - 1

/**
 * The free planner's guided form. With JavaScript the steps change in the browser and only
 * the last one posts; without it every button posts and the server answers with the next
 * step (useActionState's permalink brings the page back). Either way the action validates
 * everything again, with the same rules, before storing the plan.
 */
export function PlannerForm() {
  const [state, formAction, pending] = useActionState(
    createPlanAction,
    INITIAL_PLANNER_STATE,
    '/planejador',
  )
  const [step, setStep] = useState(state.step)
  const [errors, setErrors] = useState<PlannerFieldErrors>(state.fieldErrors ?? {})
  const [shownState, setShownState] = useState(state)
  const moved = useRef(false)

  if (shownState !== state) {
    setShownState(state)
    setStep(state.step)
    setErrors(state.fieldErrors ?? {})
  }

  // After a step change, focus its first field with an error, else its first field.
  useEffect(() => {
    if (!moved.current) return
    moved.current = false
    const fields = PLANNER_STEPS[step] ?? []
    const target = fields.find((field) => errors[field]) ?? fields[0]
    if (target) document.getElementById(plannerFieldId(target))?.focus()
  }, [step, errors])

  function go(next: number, found: PlannerFieldErrors = {}) {
    moved.current = true
    setErrors(found)
    setStep(next)
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending) return
    const submitter = (event.nativeEvent as SubmitEvent).submitter
    const intent = submitter instanceof HTMLButtonElement ? submitter.value : 'create'
    if (intent === 'back') return go(Math.max(0, step - 1), errors)
    const data = new FormData(event.currentTarget)
    const values = Object.fromEntries(PLANNER_FIELDS.map((f) => [f, String(data.get(f) ?? '')]))
    const checked = intent === 'next' ? PLANNER_STEPS.slice(0, step + 1).flat() : PLANNER_FIELDS
    const found = plannerErrors(values, checked)
    const errorStep = firstStepWithError(found)
    if (errorStep >= 0) return go(errorStep, found)
    if (intent === 'next') return go(Math.min(step + 1, LAST))
    setErrors({})
    data.set('intent', 'create')
    startTransition(() => formAction(data))
  }

  const values = state.values ?? {}
  return (
    <form
      action={formAction}
      onSubmit={submit}
      noValidate
      aria-busy={pending}
      aria-labelledby="planejador-form-title"
      data-planner-form=""
      className="relative rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id="planejador-form-title" className="sr-only">
        Formulário do planejador
      </h2>
      <div className="mb-6">
        <p
          aria-live="polite"
          className="text-sm font-semibold text-brand-700"
          data-planner-progress=""
        >
          Etapa {step + 1} de {PLANNER_STEPS.length}: {STEP_TITLES[step]}
        </p>
        <div className="mt-3 grid grid-cols-3 gap-2" aria-hidden="true">
          {PLANNER_STEPS.map((_, index) => (
            <span
              key={index}
              className={`h-2 rounded-full ${index <= step ? 'bg-brand-700' : 'bg-slate-200'}`}
            />
          ))}
        </div>
      </div>

      {state.status === 'error' && state.message ? (
        <p
          role="alert"
          className="mb-5 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
        >
          {state.message}
        </p>
      ) : null}

      <div className="min-h-72">
        <PlannerSteps step={step} values={values} errors={errors} />
      </div>

      <input type="hidden" name="step" value={step} />
      {/* Off screen and out of the tab order: only a bot fills it in. */}
      <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
        <label htmlFor="planner-website">Não preencha este campo</label>
        <input
          id="planner-website"
          type="text"
          name={PLANNER_HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>

      {/* The forward button comes first: Enter in a field submits with the first button. */}
      <div className="mt-8 flex flex-col gap-3 sm:flex-row-reverse sm:justify-between">
        {step < LAST ? (
          <button type="submit" name="intent" value="next" className={buttonStyles({ size: 'lg' })}>
            Continuar
          </button>
        ) : (
          <button
            type="submit"
            name="intent"
            value="create"
            disabled={pending}
            className={buttonStyles({ variant: 'accent', size: 'lg' })}
          >
            {pending ? 'Calculando seu plano...' : 'Gerar meu plano grátis'}
          </button>
        )}
        {step > 0 ? (
          <button
            type="submit"
            name="intent"
            value="back"
            className={buttonStyles({ variant: 'secondary', size: 'lg' })}
          >
            Voltar
          </button>
        ) : null}
      </div>
    </form>
  )
}
