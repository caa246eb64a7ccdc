import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ACTION_CASES, PUBLIC_ACTION_CASES, ROUTE_HANDLERS } from './authorization-cases'
import { discoveredActions, routeFiles } from './authorization-support'

/*
 * The matrix is complete: every server action and route handler has a row in
 * authorization-cases.ts, which authorization-actions.test.ts and
 * authorization-queries.test.ts run per persona.
 */

describe('every action and route handler is listed in the matrix', () => {
  it('has a row for each exported server action', () => {
    expect(Object.keys(discoveredActions()).sort()).toEqual(
      [...Object.keys(ACTION_CASES), ...Object.keys(PUBLIC_ACTION_CASES)].sort(),
    )
  })

  it('has a row for each route handler under src/app/api', () => {
    const files = routeFiles(path.join(process.cwd(), 'src/app/api')).map((f) =>
      f.split(path.sep).join('/'),
    )
    expect(files.sort()).toEqual(Object.keys(ROUTE_HANDLERS).sort())
  })
})
