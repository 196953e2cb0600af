import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { runtimeWarning, supportedMajor } from '../../server/runtime.js'

// One supported Node.js major, named alike everywhere, and the tests themselves run on it:
// `npm test` (and CI) start vitest with the `node` package's binary in node_modules/.bin,
// so this fails if they fell back to the machine's own Node (20 here).

const nvmrc = Number(fs.readFileSync('.nvmrc', 'utf8').trim())
const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8')) as {
  engines: { node: string }
  devDependencies: Record<string, string>
}
const major = (version: string) => Number(/(\d+)/.exec(version)?.[1])

describe('the Node.js runtime', () => {
  it('runs these tests on the major in .nvmrc', () => {
    expect(major(process.versions.node), `tests ran on Node ${process.version}`).toBe(nvmrc)
  })

  it('is named alike by engines, the node package, its types and the image', () => {
    expect(supportedMajor(pkg.engines.node)).toBe(nvmrc)
    expect(major(pkg.devDependencies.node!)).toBe(nvmrc)
    expect(major(pkg.devDependencies['@types/node']!)).toBe(nvmrc)
    const image = /^ARG NODE_IMAGE=node:(\d+)[.\w-]*$/m.exec(fs.readFileSync('Dockerfile', 'utf8'))
    expect(image?.[1], 'the Dockerfile’s NODE_IMAGE').toBe(String(nvmrc))
  })

  it('warns at server start on another major, not on this one', () => {
    expect(runtimeWarning(process.versions.node)).toBeNull()
    expect(runtimeWarning('20.20.2', '>=24.0.0 <25')).toMatch(
      /Node\.js 20\.20\.2 is not the supported runtime.*Node\.js 24/,
    )
    expect(runtimeWarning('26.1.0', '>=24.0.0 <25')).not.toBeNull()
  })
})
