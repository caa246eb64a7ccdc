/** The plan bench/seed-plan.ts stores: 22 base64url characters, the shape of a real plan id. */
export const BENCH_PLAN_ID = 'bench-plano-exemplo-01'
export const BENCH_PLAN_PAGE = `/planejador/plano/${BENCH_PLAN_ID}`
