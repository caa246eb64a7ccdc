'use client'

import { useMemo } from 'react'
import type { PlanAssumptions } from '@/lib/planner/assumptions'
import { computePlan, type PlanInputs } from '@/lib/planner/compute'
import { PlanResults } from './plan-results'

/**
 * The results recomputed in the browser from edited assumptions, with the same pure math the
 * server used. Loaded on the first edit only: the stored plan arrives rendered by the server.
 */
export function LiveResults({
  inputs,
  assumptions,
}: {
  inputs: PlanInputs
  assumptions: PlanAssumptions
}) {
  const plan = useMemo(
    () => computePlan({ ...inputs, leadToSale: null }, assumptions),
    [inputs, assumptions],
  )
  return <PlanResults plan={plan} />
}
