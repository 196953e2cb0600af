// @ts-check
// The supported Node.js major is the one package.json's `engines.node` starts with (also
// `.nvmrc` and the image's base, checked by tests/unit/runtime.test.ts). On another, the
// server still starts but says so on stderr: npm scripts run the `node` package's binary.
import fs from 'node:fs'

const packageJson = new URL('../package.json', import.meta.url)

/** The lowest major a range such as ">=24.0.0 <25" or "^24" allows. @param {string} range */
export function supportedMajor(range) {
  const major = /(\d+)/.exec(range)?.[1]
  if (major === undefined) throw new Error(`engines.node "${range}" names no Node.js version`)
  return Number(major)
}

/** The range package.json's engines.node declares. */
export function declaredRange() {
  return /** @type {{ engines: { node: string } }} */ (JSON.parse(fs.readFileSync(packageJson, 'utf8')))
    .engines.node
}

/**
 * A warning when `version` (default: this process's) is not of the supported major, else null.
 * @param {string} [version] e.g. "24.21.0"
 * @param {string} [range]
 */
export function runtimeWarning(version = process.versions.node, range = declaredRange()) {
  const wanted = supportedMajor(range)
  if (Number(version.split('.')[0]) === wanted) return null
  return (
    `!! Node.js ${version} is not the supported runtime: this project runs on Node.js ${wanted} ` +
    `(engines.node "${range}"). Start it with npm (npm start, npm run serve), which runs the ` +
    `Node ${wanted} binary that npm install put in node_modules/.bin, or install Node ${wanted}.`
  )
}
