import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { firstMessage, formRefusal, isFormRefusal, refusalOf } from '#app/platform/form-contract.ts'
import { parseFields, refuse, refusalErrors } from '#app/platform/form-contract.server.ts'

const schema = z
  .object({
    intent: z.literal('create'),
    name: z.string().trim().min(1, 'Give it a name').max(5, 'At most 5 characters'),
    role: z.enum(['viewer', 'editor'], { error: 'Choose a role' }),
  })
  .refine((v) => v.name !== 'admin', { message: 'That name is taken' })

describe('the form contract', () => {
  it('builds every member, empty rather than missing, and details only when given', () => {
    expect(formRefusal('create', {})).toEqual({
      intent: 'create',
      fieldErrors: {},
      formError: null,
      values: {},
    })
    expect(Object.keys(formRefusal('edit', { formError: 'x', details: { theirs: 'y' } }))).toEqual([
      'intent',
      'fieldErrors',
      'formError',
      'values',
      'details',
    ])
  })

  it('answers with the status and headers given, and the body in the one shape', async () => {
    const response = refuse(
      'create',
      { fieldErrors: { name: 'Give it a name' }, values: { name: ' ' } },
      {
        status: 400,
        headers: { 'Cache-Control': 'no-store' },
      },
    )
    expect(response.status).toBe(400)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({
      intent: 'create',
      fieldErrors: { name: 'Give it a name' },
      formError: null,
      values: { name: ' ' },
    })
    expect(refuse('edit', { formError: 'busy' }, 409).status).toBe(409)
  })

  it('turns a zod error into the first message per field, and a refinement into the form’s', () => {
    const bad = schema.safeParse({ intent: 'create', name: 'toolong', role: 'owner' })
    expect(bad.success).toBe(false)
    expect(refusalErrors(bad.error!)).toEqual({
      fieldErrors: { name: 'At most 5 characters', role: 'Choose a role' },
      formError: null,
    })
    const refined = parseFields(schema, { intent: 'create', name: 'admin', role: 'viewer' })
    expect(refined).toEqual({ ok: false, fieldErrors: {}, formError: 'That name is taken' })
    expect(parseFields(schema, { intent: 'create', name: ' Ravi ', role: 'editor' })).toEqual({
      ok: true,
      data: { intent: 'create', name: 'Ravi', role: 'editor' },
    })
  })

  it('tells a refusal from other action data, picks it by intent, and gives its first message', () => {
    const refusal = formRefusal('rename', { fieldErrors: { title: 'Title is required' } })
    expect(isFormRefusal(refusal)).toBe(true)
    expect(isFormRefusal({ created: { token: 't' } })).toBe(false)
    expect(isFormRefusal(null)).toBe(false)
    expect(refusalOf(refusal, 'send', 'rename')).toBe(refusal)
    expect(refusalOf(refusal, 'send')).toBeNull()
    expect(refusalOf(undefined, 'rename')).toBeNull()
    expect(firstMessage(refusal)).toBe('Title is required')
    expect(firstMessage(formRefusal('x', { formError: 'Busy', fieldErrors: { a: 'A' } }))).toBe('Busy')
    expect(firstMessage(formRefusal('x', {}))).toBeNull()
  })
})
