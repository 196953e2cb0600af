import { Form, Link } from '@remix-run/react'
import { CsrfInput } from '#app/platform/csrf-input.tsx'
import { Button } from '#app/ui/button.tsx'
import { SiteHeader } from '#app/features/site/site-header.tsx'

/** Asks before a conversation is deleted; Cancel goes back to it. */
export function DeleteConversationPage({ id, title }: { id: string; title: string }) {
  return (
    <>
      <SiteHeader />
      <main className="mx-auto w-full max-w-lg flex-1 px-4 py-12">
        <div
          role="alertdialog"
          aria-labelledby="confirm"
          className="rounded-xl border border-slate-200 bg-white p-6"
        >
          <h1 id="confirm" className="text-lg font-semibold">
            Are you sure you want to delete this conversation?
          </h1>
          <p className="mt-2 text-sm text-slate-600">
            “{title}” and its messages will be removed from your chats. Agreements generated in it stay in
            your Document Library.
          </p>
          <div className="mt-6 flex justify-end gap-3">
            <Link
              to={`/app?tab=chats&session=${id}`}
              className="rounded-md border border-slate-300 px-4 py-2 text-sm"
            >
              Cancel
            </Link>
            <Form method="post">
              <CsrfInput />
              <Button type="submit" variant="destructive">
                Delete
              </Button>
            </Form>
          </div>
        </div>
      </main>
    </>
  )
}
