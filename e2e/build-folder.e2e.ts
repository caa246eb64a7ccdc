import { existsSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import { readDeferral } from '@/next-adapter/paint-first-boot'
import { E2E_DIST_DIR } from './support/constants'

/*
 * The end-to-end run used to build into .next, the folder `npm start` serves
 * from; a server started before the run kept its old file list and answered 404 for the new
 * chunks. The test server now builds into and runs from its own folder.
 */
describe('the end-to-end build', () => {
  it('is its own folder, served by the test server, and leaves npm start’s build alone', async () => {
    const deferral = readDeferral(E2E_DIST_DIR)
    expect(deferral).not.toBeNull()
    const html = await (await fetch(`${inject('baseURL')}/`)).text()
    expect(html).toContain(`src="/_next/${deferral?.loader}"`)
    const loader = await fetch(`${inject('baseURL')}/_next/${deferral?.loader}`)
    expect(loader.status).toBe(200)
    expect(await loader.text()).toContain(deferral?.files[0])

    const startBuild = path.join('.next', 'BUILD_ID')
    const stamp = existsSync(startBuild) ? statSync(startBuild).mtimeMs : null
    expect(stamp).toBe(inject('startBuildStamp'))
  })
})
