import { Form, useFetcher } from '@remix-run/react'
import type { FormEvent } from 'react'
import { CsrfInput } from '#app/platform/csrf-input.tsx'
import { FormKeyInput, useFormKey } from './form-key.tsx'
import { Button } from '#app/ui/button.tsx'
import { showToast } from '#app/platform/client-toast.ts'
import { useHydrated } from '#app/platform/use-hydrated.ts'
import { useRootData } from '#app/platform/use-root-data.ts'

/**
 * Share (spec §2, §7): the native share sheet where the browser has one, else the link
 * (origin + /document/<id>) copied to the clipboard — "Share Link Copied!", or "Share
 * Failed" when neither works. Either way `AgreementShared` is recorded afterwards. Without
 * JavaScript it is a POST form: the server records the share and shows the link to copy.
 */
export function ShareButton({
  agreementId,
  title,
  url,
}: {
  agreementId: string
  title: string
  url: string
}) {
  const hydrated = useHydrated()
  const recorder = useFetcher()
  const { csrf } = useRootData()
  const formKey = useFormKey()
  const action = `/document/${agreementId}`

  async function share(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    let method: 'native' | 'link'
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ title, url })
        method = 'native'
      } else {
        await navigator.clipboard.writeText(url)
        method = 'link'
        showToast({ type: 'success', title: 'Share Link Copied!', description: url })
      }
    } catch (error) {
      // Closing the share sheet is not a failure; nothing was shared, so nothing is recorded.
      if (error instanceof DOMException && error.name === 'AbortError') return
      showToast({ type: 'error', title: 'Share Failed', description: 'Unable to copy share information' })
      return
    }
    recorder.submit(
      { csrf, intent: 'share', method, js: '1', returnTo: action, ...(formKey ? { formKey } : {}) },
      { method: 'post', action },
    )
  }

  return (
    <Form method="post" action={action} onSubmit={hydrated ? share : undefined}>
      <CsrfInput />
      <FormKeyInput />
      <input type="hidden" name="intent" value="share" />
      <input type="hidden" name="method" value="link" />
      <input type="hidden" name="returnTo" value={action} />
      <Button type="submit" variant="outline" className="py-1.5">
        Share
      </Button>
    </Form>
  )
}
