import { requireUser, type SessionUser } from './session.server.ts'

type RouteArgs = { request: Request; params: { id?: string }; context: unknown }

/**
 * A document route's action: the signed-in user (or the sign-in page), then the feature's use
 * case with the document id of the path — an id that is missing reads as no such document.
 */
export function documentAction<Result>(
  act: (request: Request, context: unknown, user: SessionUser, documentId: string) => Promise<Result>,
) {
  return async ({ request, params, context }: RouteArgs): Promise<Result> =>
    act(request, context, await requireUser(request), params.id ?? '')
}
