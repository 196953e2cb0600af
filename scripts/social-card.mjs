// Renders scripts/social-card.html to public/social-card.png (1200×630) in Debian's chromium.
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { chromium } from 'playwright-core'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' })
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } })
  await page.goto(pathToFileURL(path.join(root, 'scripts/social-card.html')).href)
  await page.screenshot({ path: path.join(root, 'public/social-card.png') })
} finally {
  await browser.close()
}
