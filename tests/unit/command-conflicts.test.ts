import { createRequestHandler } from '@remix-run/node'
import { describe, expect, it } from 'vitest'
import { AgreementError } from '#domain/agreement/index.ts'
import { ConcurrencyError } from '#events/types.ts'
import { answerConflicts, CONFLICT_MESSAGE, isConcurrencyConflict } from '../../server/command-conflicts.js'

// server.js wraps every route of the build so that a version conflict no route mapped is a
// 409 with a sentence, never Remix's 500.

const args = (path: string) => ({ request: new Request(`http://localhost${path}`), params: {}, context: {} })
const conflict = new ConcurrencyError('agreement-1', 3, 4)

function buildThrowing(error: unknown) {
  const fail = async () => {
    throw error
  }
  return answerConflicts({
    routes: {
      page: { id: 'page', module: { loader: fail, action: fail, default: 'component' } },
      resource: { id: 'resource', module: { loader: async () => new Response('fine') } },
    },
  })
}

async function thrownBy(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run()
  } catch (error) {
    return error
  }
  throw new Error('nothing was thrown')
}

describe('answerConflicts', () => {
  it('answers a conflict from a page’s loader or action with 409 and the sentence', async () => {
    const { routes } = buildThrowing(conflict)
    for (const fn of [routes.page!.module.loader, routes.page!.module.action] as ((
      a: unknown,
    ) => Promise<unknown>)[]) {
      const thrown = (await thrownBy(() => fn(args('/document/1')))) as Response
      expect(thrown).toBeInstanceOf(Response)
      expect(thrown.status).toBe(409)
      expect(await thrown.json()).toBe(CONFLICT_MESSAGE)
    }
  })

  it('answers the JSON API in JSON, and sees a conflict behind a domain error’s cause', async () => {
    const busy = new AgreementError('agreement.busy', 'busy', { cause: conflict })
    const loader = buildThrowing(busy).routes.page!.module.loader as (a: unknown) => Promise<unknown>
    const thrown = (await thrownBy(() => loader(args('/api/documents/1/comments')))) as Response
    expect(thrown.status).toBe(409)
    expect(await thrown.json()).toEqual({ error: CONFLICT_MESSAGE })
  })

  it('leaves every other error, answer and export as it was', async () => {
    const other = new Error('disk full')
    const { routes } = buildThrowing(other)
    expect(
      await thrownBy(() => (routes.page!.module.loader as (a: unknown) => Promise<unknown>)(args('/'))),
    ).toBe(other)
    expect(routes.page!.module.default).toBe('component')
    const fine = (await (routes.resource!.module.loader as (a: unknown) => Promise<Response>)(
      args('/'),
    )) as Response
    expect(await fine.text()).toBe('fine')
    expect('action' in routes.resource!.module).toBe(false)
  })

  it('recognises a conflict by name, through causes, but not every error that mentions one', () => {
    expect(isConcurrencyConflict(conflict)).toBe(true)
    expect(
      isConcurrencyConflict(new Error('wrapped', { cause: new Error('again', { cause: conflict }) })),
    ).toBe(true)
    expect(isConcurrencyConflict(new Error('ConcurrencyError'))).toBe(false)
    expect(isConcurrencyConflict(null)).toBe(false)
    expect(isConcurrencyConflict('ConcurrencyError')).toBe(false)
  })
})

describe('through Remix’s own request handler', () => {
  // The smallest build Remix serves: a root and one resource route whose action conflicts.
  const build = {
    mode: 'production',
    isSpaMode: false,
    publicPath: '/build/',
    assetsBuildDirectory: 'public/build',
    future: {},
    // handleError: Remix would log the 500's error; the test says what it expects instead.
    entry: { module: { default: async () => new Response('page'), handleError: () => {} } },
    assets: { entry: { imports: [], module: '' }, routes: {}, url: '', version: '1' },
    routes: {
      root: { id: 'root', path: '', module: {} },
      'routes/api.notes': {
        id: 'routes/api.notes',
        parentId: 'root',
        path: 'api/notes',
        module: {
          action: async () => {
            throw conflict
          },
        },
      },
    },
  }
  const post = (handle: ReturnType<typeof createRequestHandler>) =>
    handle(new Request('http://localhost/api/notes', { method: 'POST' }))

  it('a conflict is Remix’s 500 without the net, and a 409 with it', async () => {
    expect((await post(createRequestHandler(build as never, 'production'))).status).toBe(500)
    const answered = await post(createRequestHandler(answerConflicts(build) as never, 'production'))
    expect(answered.status).toBe(409)
    expect(await answered.json()).toEqual({ error: CONFLICT_MESSAGE })
  })
})
