import { extractText, getDocumentProxy } from 'unpdf'
import { beforeEach, describe, expect, it } from 'vitest'
import { agreementStreamId } from '#domain/agreement/index.ts'
import { verifyAuditChain } from '#events/audit.server.ts'
import { forgetChainCheckpoints } from '#events/chain-check.server.ts'
import { HASH_CHAIN_ALGORITHM } from '#events/hash-chain.ts'
import { CSV_COLUMNS, csvCell } from '#app/features/history/audit-files.server.ts'
import { SIGNATURE_BLANKS } from '#app/features/history/certificate.server.ts'
import { useTestDatabase } from '#tests/support/db.ts'
import { historyFixtures, INSTRUCTION } from '#tests/support/history.ts'

const db = useTestDatabase()
beforeEach(() => {
  forgetChainCheckpoints()
})

const { run, page, download, livedIn, storedHashes } = historyFixtures(() => db())
// A name a spreadsheet would run as a formula, and text that needs CSV quoting.
const FORMULA_NAME = '=HYPERLINK("http://evil.example","click")'
const squash = (text: string) => text.replace(/\s+/g, ' ')

/** RFC 4180 rows (quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"'
        i++
      } else if (c === '"') quoted = false
      else cell += c
    } else if (c === '"') quoted = true
    else if (c === ',') {
      row.push(cell)
      cell = ''
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
      i++
    } else cell += c
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell])
  return rows
}

async function pdfText(response: Response): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(await response.arrayBuffer()))
  const { text } = await extractText(pdf, { mergePages: true })
  return text
}

describe('the audit trail downloads', () => {
  it('JSON: the document, the algorithm, the verified chain and every event with its actor and hashes, named after the title', async () => {
    const { owner, agreementId } = await livedIn()
    const response = await download(owner.b, agreementId, 'json')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Leave_and_Licence_Agreement_audit_trail.json"; filename*=UTF-8''Leave_and_Licence_Agreement_audit_trail.json`,
    )
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const trail = await response.json()
    const hashes = await storedHashes(agreementId)
    expect(trail.document).toEqual({
      id: agreementId,
      title: 'Leave and Licence Agreement',
      streamId: agreementStreamId(agreementId),
    })
    expect(trail.producedBy).toEqual({ name: 'Asha Rao', email: 'asha@example.in', role: 'Owner' })
    expect(trail.algorithm).toBe(HASH_CHAIN_ALGORITHM)
    expect(trail.chain).toEqual({
      verified: true,
      eventsVerified: 12,
      eventsInStream: 12,
      firstBroken: null,
      finalHash: hashes.at(-1)!.hash,
    })
    expect(trail.events).toHaveLength(12)
    expect(trail.events.map((e: { hash: string }) => e.hash)).toEqual(hashes.map((h) => h.hash))
    expect(trail.events[2]).toMatchObject({
      version: 3,
      type: 'AgreementAiEdited',
      action: 'AI-edited',
      hashVerified: true,
      actor: { name: 'Asha Rao', email: 'asha@example.in' },
    })
    expect(trail.events[2].detail).toContain(INSTRUCTION)
    expect(trail.events[1].prevHash).toBe(hashes[0]!.hash)
  })

  it('CSV: one row per event, quoted where it must be, and a cell a spreadsheet would run as a formula neutralised', async () => {
    const { owner, agreementId, commentId, actor } = await livedIn(FORMULA_NAME)
    await run(agreementId, owner.id, {
      type: 'AddComment',
      data: {
        commentId: crypto.randomUUID(),
        parentId: commentId,
        content: 'Line one, "quoted"\nline two',
        actor,
        now: new Date(),
      },
    })
    const response = await download(owner.b, agreementId, 'csv')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toContain(
      'filename="Leave_and_Licence_Agreement_audit_trail.csv"',
    )
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    // TextDecoder drops the byte-order mark, as a spreadsheet does.
    const text = new TextDecoder().decode(bytes)
    const [header, ...rows] = parseCsv(text)
    expect(header).toEqual([...CSV_COLUMNS])
    expect(rows).toHaveLength(13)
    const hashes = await storedHashes(agreementId)
    const col = (name: (typeof CSV_COLUMNS)[number]) => CSV_COLUMNS.indexOf(name)
    expect(rows.map((r) => r[col('hash')])).toEqual(hashes.map((h) => h.hash))
    expect(rows.map((r) => r[col('version')])).toEqual(hashes.map((h) => String(h.stream_version)))
    expect(rows[0]![col('actor_name')]).toBe(`'${FORMULA_NAME}`)
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`)
    expect(rows[12]![col('detail')]).toBe('“Line one, "quoted" line two”')
    expect(rows[2]![col('detail')]).toContain(INSTRUCTION)
    for (const r of rows) {
      expect(r).toHaveLength(CSV_COLUMNS.length)
      expect(r[col('hash_verified')]).toBe('true')
      for (const cell of r) expect(cell).not.toMatch(/^[=+\-@]/)
    }
  })

  it('csvCell escapes RFC 4180 and prefixes each formula trigger', () => {
    expect(
      ['plain', 'a,b', 'say "hi"', 'two\nlines', '=1+1', '+1', '-1', '@SUM(A1)', '\tx', null, 3, true].map(
        csvCell,
      ),
    ).toEqual([
      'plain',
      '"a,b"',
      '"say ""hi"""',
      '"two\nlines"',
      "'=1+1",
      "'+1",
      "'-1",
      "'@SUM(A1)",
      "'\tx",
      '',
      '3',
      'true',
    ])
  })

  it('the PDF certificate: id, each event’s time, actor, type and hash, the final hash audit:verify verifies, the algorithm, s.63 and blanks to sign', async () => {
    const { owner, agreementId } = await livedIn()
    const response = await download(owner.b, agreementId, 'pdf')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toContain(
      'filename="Leave_and_Licence_Agreement_audit_certificate.pdf"',
    )
    const text = squash(await pdfText(response))
    const hashes = await storedHashes(agreementId)
    // What `npm run audit:verify` walks: every event of every stream, all verified.
    const audit = await verifyAuditChain(db())
    const [{ total }] = (await db().query<{ total: number }>(
      'SELECT count(*)::int AS total FROM events',
    )) as [{ total: number }]
    expect(audit).toEqual({ verified: total })
    const finalHash = hashes.at(-1)!.hash
    expect(text).toContain(`Final hash (of event #12, covering every event before it): ${finalHash}`)
    expect(text).toContain(`Document id: ${agreementId}`)
    expect(text).toContain('Document: Leave and Licence Agreement')
    expect(text).toContain(squash(HASH_CHAIN_ALGORITHM))
    expect(text).toContain(
      'Chain check: Verified: all 12 events recomputed from the event log; every link and hash holds.',
    )
    for (const { hash } of hashes) expect(text).toContain(`hash ${hash}`)
    expect(text).toMatch(
      /#3 · \d{1,2} [A-Z][a-z]{2,3} \d{4}, \d{1,2}:\d{2}:\d{2} [ap]m IST · Asha Rao <asha@example\.in>/,
    )
    expect(text).toContain(
      'AI-edited (AgreementAiEdited) — Instruction: “Raise the monthly rent to ₹30,000 <script>alert(1)</script>”',
    )
    expect(text).toContain('Comment added (CommentAdded)')
    expect(text).toMatch(/By: Asha Rao <asha@example\.in>, Owner of this document/)
    expect(text).toContain('Bharatiya Sakshya Adhiniyam, 2023')
    expect(text).toContain('is NOT signed')
    for (const blank of SIGNATURE_BLANKS) expect(text).toContain(`${blank}:`)
    expect(text).not.toMatch(/digitally signed|legally sufficient|is admissible/i)
  })
})

describe('the chain check', () => {
  it('a tampered event shows as broken, naming that event, on the page, in the downloads and in audit:verify', async () => {
    const { owner, agreementId } = await livedIn()
    const streamId = agreementStreamId(agreementId)
    // Verified once: the page remembers the chain up to event 12.
    expect((await page(owner.b, agreementId)).body.chain).toMatchObject({ status: 'verified', events: 12 })
    await db().query(
      `UPDATE events SET data = jsonb_set(data, '{format}', '"txt"') WHERE stream_id = $1 AND stream_version = 5`,
      [streamId],
    )

    const { status, body } = await page(owner.b, agreementId)
    expect(status).toBe(200)
    expect(body.chain).toEqual({
      status: 'broken',
      verifiedBefore: 4,
      version: 5,
      action: 'Exported',
      reason: 'hash does not match the event’s contents',
      page: 1,
    })
    const audit = await verifyAuditChain(db())
    expect(audit.firstBad).toMatchObject({
      streamId,
      streamVersion: 5,
      reason: 'hash does not match the event’s contents',
    })

    const trail = await (await download(owner.b, agreementId, 'json')).json()
    expect(trail.chain).toMatchObject({
      verified: false,
      eventsVerified: 4,
      finalHash: null,
      firstBroken: { version: 5, action: 'Exported' },
    })
    expect(trail.events.map((e: { hashVerified: boolean }) => e.hashVerified)).toEqual([
      true,
      true,
      true,
      true,
      ...Array(8).fill(false),
    ])
    const certificate = squash(await pdfText(await download(owner.b, agreementId, 'pdf')))
    expect(certificate).toContain(
      'NOT verified: the chain breaks at event #5 (Exported) — hash does not match the event’s contents. 4 events before it verified.',
    )
    expect(certificate).toContain('Final hash: None: the chain does not verify to its end')
  })

  it('a removed event — the last, or one appended since the last check — and a reordered stream are broken too', async () => {
    const { owner, agreementId } = await livedIn()
    const streamId = agreementStreamId(agreementId)
    await page(owner.b, agreementId)
    await db().query('DELETE FROM events WHERE stream_id = $1 AND stream_version = 12', [streamId])
    expect((await page(owner.b, agreementId)).body.chain).toMatchObject({
      status: 'broken',
      version: 11,
      reason: 'the stream is recorded at version 12 but its chain ends here (events removed?)',
    })
    // Cut off after the last view checked the chain: the rows it fingerprinted are untouched, the agreement's record is not.
    const fresh = await livedIn('Meera Iyer', 'meera@example.in')
    const freshStream = agreementStreamId(fresh.agreementId)
    expect((await page(fresh.owner.b, fresh.agreementId)).body.chain).toMatchObject({
      status: 'verified',
      events: 12,
    })
    await run(fresh.agreementId, fresh.owner.id, {
      type: 'ExportAgreement',
      data: { format: 'html', actorId: fresh.owner.id, now: new Date() },
    })
    await db().query('DELETE FROM events WHERE stream_id = $1 AND stream_version = 13', [freshStream])
    expect((await page(fresh.owner.b, fresh.agreementId)).body.chain).toMatchObject({
      status: 'broken',
      version: 12,
      reason: 'the stream is recorded at version 13 but its chain ends here (events removed?)',
    })

    await db().query('UPDATE events SET stream_version = 100 WHERE stream_id = $1 AND stream_version = 7', [
      streamId,
    ])
    expect((await page(owner.b, agreementId)).body.chain).toMatchObject({
      status: 'broken',
      version: 8,
      verifiedBefore: 6,
    })
  })

  it('reuses a verified chain while no stored event changes, checks only new events, and recomputes everything when asked', async () => {
    const { owner, agreementId, actor } = await livedIn()
    const first = (await page(owner.b, agreementId)).body.chain
    expect(first).toMatchObject({ status: 'verified', events: 12, full: true })
    const again = (await page(owner.b, agreementId)).body.chain
    expect(again).toMatchObject({ status: 'verified', events: 12, full: false })
    await run(agreementId, owner.id, {
      type: 'ExportAgreement',
      data: { format: 'docx', actorId: actor.id, now: new Date() },
    })
    const grown = (await page(owner.b, agreementId)).body.chain
    expect(grown).toMatchObject({
      status: 'verified',
      events: 13,
      full: false,
      finalHash: (await storedHashes(agreementId)).at(-1)!.hash,
    })
    expect((await page(owner.b, agreementId, '?recompute=1')).body.chain).toMatchObject({
      status: 'verified',
      events: 13,
      full: true,
    })
    // A rewrite that leaves the payload as it was still rewrites the row: the check starts over, and holds.
    await db().query('UPDATE events SET data = data WHERE stream_id = $1 AND stream_version = 2', [
      agreementStreamId(agreementId),
    ])
    expect((await page(owner.b, agreementId)).body.chain).toMatchObject({
      status: 'verified',
      events: 13,
      full: true,
    })
  })
})
