import { useRef, useState, type ChangeEvent } from 'react'
import {
  ATTACHMENT_ACCEPT,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TEXTS,
  kindFromName,
  sizeInKb,
} from '#domain/attachments/index.ts'
import { showToast } from '#app/platform/client-toast.ts'
import { Button } from '#app/ui/button.tsx'
import { PaperclipIcon } from '#app/ui/icons.tsx'
import { Label } from '#app/ui/label.tsx'

/**
 * The attach-file control. Without JavaScript it is a plain labelled file input that posts
 * with the form (the server checks everything). With JavaScript the input hides behind a
 * button, the browser checks size, emptiness and extension first (the specification's
 * toasts), and a chip shows the file's name and size with a remove control.
 */
export function AttachmentPicker(props: {
  hydrated: boolean
  disabled: boolean
  onChange: (file: File | null) => void
}) {
  const input = useRef<HTMLInputElement>(null)
  const [file, setFile] = useState<File | null>(null)

  const choose = (next: File | null) => {
    setFile(next)
    props.onChange(next)
  }
  const clear = () => {
    if (input.current) input.current.value = ''
    choose(null)
  }
  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.currentTarget.files?.[0] ?? null
    if (!picked) return clear()
    if (picked.size > ATTACHMENT_MAX_BYTES) {
      showToast({ type: 'error', ...ATTACHMENT_TEXTS.tooLarge })
      return clear()
    }
    if (picked.size === 0) {
      showToast({ type: 'error', ...ATTACHMENT_TEXTS.empty })
      return clear()
    }
    if (!kindFromName(picked.name)) {
      showToast({ type: 'error', ...ATTACHMENT_TEXTS.unsupported })
      return clear()
    }
    showToast({
      type: 'success',
      title: ATTACHMENT_TEXTS.attached.title,
      description: `${picked.name} (${sizeInKb(picked.size)})`,
    })
    choose(picked)
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      <Label
        className={
          props.hydrated
            ? 'inline-flex cursor-pointer items-center gap-1 rounded-md border border-slate-300 px-3 py-2 font-normal text-slate-700 hover:bg-slate-100 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60'
            : 'flex flex-col gap-1 font-normal'
        }
      >
        <span className="inline-flex items-center gap-1">
          {props.hydrated ? (
            <>
              <PaperclipIcon /> Attach file
            </>
          ) : (
            'Attach a file (text, PDF or Word, up to 10 MB)'
          )}
        </span>
        <input
          ref={input}
          type="file"
          name="attachment"
          accept={ATTACHMENT_ACCEPT}
          disabled={props.disabled}
          onChange={onPick}
          data-testid="attachment-input"
          className={props.hydrated ? 'sr-only' : 'text-sm'}
        />
      </Label>
      {file ? (
        <span
          data-testid="attachment-chip"
          className="inline-flex items-center gap-2 rounded-full bg-slate-100 px-3 py-1 text-xs text-slate-800"
        >
          <span className="max-w-[14rem] truncate">{file.name}</span>
          <span className="text-slate-500">{sizeInKb(file.size)}</span>
          <Button
            type="button"
            onClick={clear}
            disabled={props.disabled}
            aria-label={`Remove ${file.name}`}
            variant="ghost"
            size="inline"
            className="rounded px-1 text-xs font-normal text-inherit hover:bg-slate-200"
          >
            ✕
          </Button>
        </span>
      ) : null}
    </div>
  )
}
