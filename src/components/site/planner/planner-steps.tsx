import { SEGMENTS } from '@/lib/planner/assumptions'
import type { PlannerFieldErrors, PlannerValues } from '@/lib/validations/planner-fields'
import { controlStyles } from '../lead-form/lead-field'
import { plannerControlProps as control, PlannerFieldShell as Shell } from './planner-field'

export const STEP_TITLES = ['Seu negócio', 'Ticket e verba', 'Sua meta'] as const

const inUnit = 'h-12 w-full min-w-0 rounded-lg bg-transparent pr-3.5 text-base text-ink'
const byAudience = (audience: 'B2B' | 'B2C') => SEGMENTS.filter((s) => s.audience === audience)

interface StepProps {
  step: number
  values: PlannerValues
  errors: PlannerFieldErrors
}

/**
 * All three steps are always in the form (the ones not shown are `hidden`), so every answer
 * travels with the final post, with or without JavaScript, and going back keeps it.
 */
export function PlannerSteps({ step, values, errors }: StepProps) {
  const legend = (index: number) => (
    <legend className="mb-4 text-xl font-bold text-ink">{STEP_TITLES[index]}</legend>
  )
  return (
    <>
      <fieldset hidden={step !== 0} className="space-y-5" data-planner-step="1">
        {legend(0)}
        <Shell
          field="product"
          label="O que você vende?"
          hint="Produto ou serviço principal, como “implante dentário” ou “ERP para indústrias”."
          error={errors.product}
        >
          <input
            {...control('product', errors.product, true)}
            type="text"
            maxLength={120}
            autoComplete="off"
            defaultValue={values.product}
            className={`${controlStyles} h-12`}
          />
        </Shell>
        <Shell field="segment" label="Segmento" error={errors.segment}>
          <select
            {...control('segment', errors.segment, false)}
            defaultValue={values.segment ?? ''}
            className={`${controlStyles} h-12`}
          >
            <option value="" disabled>
              Selecione o segmento
            </option>
            <optgroup label="Vendas para consumidores (B2C)">
              {byAudience('B2C').map((s) => (
                <option key={s.id} value={s.id}>
                  {s.label}
                </option>
              ))}
            </optgroup>
            <optgroup label="Vendas para empresas (B2B)">
              {byAudience('B2B').map((s) => (
                <option key={s.id} value={s.id}>
                  {s.label}
                </option>
              ))}
            </optgroup>
          </select>
        </Shell>
      </fieldset>

      <fieldset hidden={step !== 1} className="space-y-5" data-planner-step="2">
        {legend(1)}
        <Shell
          field="ticket"
          label="Ticket médio por venda"
          unit="R$"
          hint="Quanto entra, em média, a cada venda fechada."
          error={errors.ticket}
        >
          <input
            {...control('ticket', errors.ticket, true)}
            type="text"
            inputMode="decimal"
            placeholder="1.500"
            defaultValue={values.ticket}
            className={inUnit}
          />
        </Shell>
        <Shell
          field="budget"
          label="Verba mensal de mídia"
          unit="R$"
          hint="Quanto você pode investir por mês em anúncios, somando Google e Meta."
          error={errors.budget}
        >
          <input
            {...control('budget', errors.budget, true)}
            type="text"
            inputMode="decimal"
            placeholder="5.000"
            defaultValue={values.budget}
            className={inUnit}
          />
        </Shell>
      </fieldset>

      <fieldset hidden={step !== 2} className="space-y-5" data-planner-step="3">
        {legend(2)}
        <Shell
          field="leads"
          label="Leads desejados por mês"
          hint="Contatos interessados: formulários, mensagens ou ligações."
          error={errors.leads}
        >
          <input
            {...control('leads', errors.leads, true)}
            type="text"
            inputMode="numeric"
            placeholder="100"
            defaultValue={values.leads}
            className={`${controlStyles} h-12`}
          />
        </Shell>
        <Shell
          field="leadToSale"
          label="Taxa de conversão de lead em venda (opcional)"
          unit="%"
          unitAfter
          hint="De cada 100 leads, quantos viram venda? Em branco, usamos a média do segmento."
          error={errors.leadToSale}
        >
          <input
            {...control('leadToSale', errors.leadToSale, true)}
            type="text"
            inputMode="decimal"
            placeholder="10"
            defaultValue={values.leadToSale}
            className={`${inUnit} pl-3.5`}
          />
        </Shell>
      </fieldset>
    </>
  )
}
