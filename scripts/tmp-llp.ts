import { draftAgreement, renderPlainText } from '../domain/drafting/index.ts'
import { exampleDetails } from '../domain/analysis/examples.ts'
import { getTemplate } from '../domain/catalogue/index.ts'
const t = getTemplate('llp-agreement')!
const text = renderPlainText(draftAgreement('llp-agreement', exampleDetails(t.fields)))
for (const line of text.split('\n')) if (/his or her|its own|\bits\b/.test(line)) console.log(line.slice(0, 300))
