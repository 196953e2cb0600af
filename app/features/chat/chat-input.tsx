import { Form } from '@remix-run/react'
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { CsrfInput } from '#app/platform/csrf-input.tsx'
import { StatusButton } from '#app/ui/status-button.tsx'
import type { FormRefusal } from '#app/platform/form-contract.ts'
import { FormError, TextareaField } from '#app/ui/field.tsx'
import { AttachmentPicker } from './attachment-picker.tsx'
import { VoiceButton } from './voice-button.tsx'

const MIN_HEIGHT = 80
const MAX_HEIGHT = 120

/**
 * The message box. A plain multipart form that posts to /app and redirects; with
 * JavaScript, Enter sends and Shift+Enter adds a line, the box grows from 80 to 120 px,
 * Send waits for text or a file, and everything is disabled while the request runs.
 */
export function ChatInput(props: {
  sessionId: string | null
  pending: boolean
  refusal: FormRefusal<'message'> | null
  resetKey: string
}) {
  const typed = props.refusal?.values.message ?? ''
  const fieldError = props.refusal?.fieldErrors.message ?? null
  const formError = props.refusal?.formError ?? null
  const form = useRef<HTMLFormElement>(null)
  const box = useRef<HTMLTextAreaElement>(null)
  const [hydrated, setHydrated] = useState(false)
  const [text, setText] = useState(typed)
  const [file, setFile] = useState<File | null>(null)
  // Remounts the picker (emptying its file input) whenever the form comes back: after a
  // send, and after a refusal, so a refused file is neither shown nor sent again.
  const [pickerKey, setPickerKey] = useState(0)
  // What was typed before hydration lives only in the DOM: keep it rather than let the
  // first controlled render put back the server's empty value.
  const typedEarly = useRef(true)
  useEffect(() => setHydrated(true), [])
  useEffect(() => {
    if (typedEarly.current) {
      typedEarly.current = false
      const early = box.current?.value ?? ''
      if (early !== typed) setText(early)
      return
    }
    setText(typed)
    setFile(null)
    setPickerKey((k) => k + 1)
  }, [props.resetKey, typed, props.refusal])

  const grow = () => {
    const el = box.current
    if (!el) return
    el.style.height = 'auto'
    el.style.height = `${Math.min(MAX_HEIGHT, Math.max(MIN_HEIGHT, el.scrollHeight))}px`
  }
  useEffect(grow, [text])

  const blank = text.trim() === '' && !file
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
    event.preventDefault()
    if (!blank && !props.pending) form.current?.requestSubmit()
  }
  const appendTranscript = (words: string) => {
    if (!words) return
    setText((current) => (current.trim() ? `${current.replace(/\s+$/, '')} ${words}` : words))
    box.current?.focus()
  }

  return (
    // The action keeps ?session= so that a 400 re-renders the same conversation.
    <Form
      ref={form}
      method="post"
      encType="multipart/form-data"
      action={props.sessionId ? `/app?session=${props.sessionId}` : '/app'}
      className="flex flex-col gap-2 border-t border-slate-200 p-4"
    >
      <CsrfInput />
      <input type="hidden" name="intent" value="send" />
      <input type="hidden" name="sessionId" value={props.sessionId ?? ''} />
      {/* With JavaScript a generated agreement opens as the dialog over the workspace. */}
      {hydrated ? <input type="hidden" name="open_in" value="dialog" /> : null}
      <TextareaField
        id="message"
        label="Message"
        labelClassName="sr-only"
        name="message"
        ref={box}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        disabled={props.pending}
        rows={3}
        error={fieldError}
        placeholder="Describe your legal document requirements in detail..."
        style={{ minHeight: MIN_HEIGHT, maxHeight: MAX_HEIGHT }}
        className="resize-none overflow-y-auto"
      />
      <FormError id="message-form-error" message={formError} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <AttachmentPicker
            key={`${props.resetKey}-${pickerKey}`}
            hydrated={hydrated}
            disabled={props.pending}
            onChange={setFile}
          />
          <VoiceButton disabled={props.pending} onTranscript={appendTranscript} />
        </div>
        <StatusButton
          type="submit"
          disabled={props.pending || (hydrated && blank)}
          status={props.pending ? 'pending' : 'idle'}
          className="disabled:bg-brand-600 disabled:opacity-60"
        >
          Send
        </StatusButton>
      </div>
    </Form>
  )
}
