import type { Db } from '#db/types.ts'
import { formatIndianPhone } from '#domain/contact/phone.ts'
import { istDateTime } from '#domain/shared/ist-time.ts'
import {
  HANDLED_RETENTION_DAYS,
  listContactMessages,
  markContactHandled,
  purgeHandledContactMessages,
  type StoredContactMessage,
} from './messages.server.ts'

/**
 * `npm run contact:list`, the operator's command, as a function of its arguments so a test
 * can run it: lists the open messages (`--all` with the handled ones), marks one handled
 * (`--handled <reference>`) or deletes those handled over a year ago (`--purge`). Answers
 * the exit code: 0 done, 1 an unknown reference, 2 a usage mistake.
 */
export const CONTACT_LIST_USAGE = 'Usage: npm run contact:list [-- --all | --handled <reference> | --purge]'

const when = (date: Date) => `${istDateTime(date, { seconds: false })} IST`

function describe(m: StoredContactMessage): string {
  const state = m.handledAt
    ? `handled ${when(m.handledAt)}${m.handledBy ? ` by ${m.handledBy}` : ''}`
    : m.mailed
      ? 'open (queued in the mail outbox for SUPPORT_EMAIL)'
      : 'open (not mailed: no SUPPORT_EMAIL was set)'
  return [
    `${m.reference}  ${when(m.receivedAt)}  ${state}`,
    `  From: ${m.firstName} ${m.lastName} <${m.email}>${m.phone ? `, ${formatIndianPhone(m.phone)}` : ''}`,
    `  Subject: ${m.subject}`,
    ...m.message.split('\n').map((line) => `  | ${line}`),
  ].join('\n')
}

export async function runContactList(
  db: Db,
  args: readonly string[],
  { print = console.log, operator = 'operator' }: { print?: (line: string) => void; operator?: string } = {},
): Promise<number> {
  const [flag, value, ...rest] = args
  if (rest.length > 0 || (flag !== undefined && !['--all', '--handled', '--purge'].includes(flag))) {
    print(CONTACT_LIST_USAGE)
    return 2
  }
  if (flag === '--handled') {
    if (!value) {
      print(CONTACT_LIST_USAGE)
      return 2
    }
    const result = await markContactHandled(db, value.trim(), operator)
    if (result.outcome === 'unknown') {
      print(`No contact message with the reference ${value}`)
      return 1
    }
    print(
      result.outcome === 'marked'
        ? `${value} marked handled`
        : `${value} was already handled on ${when(result.at)}`,
    )
    return 0
  }
  if (value !== undefined) {
    print(CONTACT_LIST_USAGE)
    return 2
  }
  if (flag === '--purge') {
    const deleted = await purgeHandledContactMessages(db)
    print(
      `Deleted ${deleted} message${deleted === 1 ? '' : 's'} handled over ${HANDLED_RETENTION_DAYS} days ago`,
    )
    return 0
  }
  const all = flag === '--all'
  const messages = await listContactMessages(db, { all })
  for (const message of messages) print(`${describe(message)}\n`)
  const open = messages.filter((m) => !m.handledAt).length
  print(
    all
      ? `${messages.length} message${messages.length === 1 ? '' : 's'}, ${open} open`
      : `${open} open message${open === 1 ? '' : 's'}`,
  )
  return 0
}
