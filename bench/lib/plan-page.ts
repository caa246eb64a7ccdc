/** The plan bench/seed-plan.ts stores: 22 base64url characters, the shape of a real plan id. */
export const BENCH_PLAN_ID = 'bench-plano-exemplo-01'
export const BENCH_PLAN_PAGE = `/planejador/plano/${BENCH_PLAN_ID}`

/**
 * Pages that send robots noindex on purpose, with the reason: Lighthouse's SEO audit
 * "is-crawlable" fails any such page, so the bench skips that one audit there (and says so in
 * the report) instead of making private pages indexable. Every other page is audited in full.
 */
export const NOINDEX_BY_DESIGN: Readonly<Record<string, string>> = {
  [BENCH_PLAN_PAGE]:
    "a stored plan is a private link with a company's product, ticket and budget; search engines must not list it",
}
