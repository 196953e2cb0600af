import { Link, useNavigate } from '@remix-run/react'
import type { MouseEvent } from 'react'
import { buttonVariants } from '#app/ui/button.tsx'
import { saveClauseHref } from './contract.ts'

/** The text selected inside the document's text, if any: what "Save as my clause" starts from. */
function selectedPassage(): string {
  const selection = window.getSelection()
  const text = document.querySelector('[data-testid="document-content"]')
  if (!selection || selection.isCollapsed || !text) return ''
  const range = selection.getRangeAt(0)
  return text.contains(range.commonAncestorContainer) ? selection.toString() : ''
}

/**
 * "Save as my clause" among the document's quick actions: a link to the save page (its
 * passage chooser works without JavaScript); with JavaScript, text selected in the
 * document goes along as the passage to start from.
 */
export function SaveSelectionLink({ documentId }: { documentId: string }) {
  const navigate = useNavigate()
  const href = saveClauseHref(documentId)
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    const passage = selectedPassage()
    if (passage.trim() === '') return
    event.preventDefault()
    navigate(href, { state: { passage } })
  }
  return (
    <Link
      to={href}
      onClick={onClick}
      className={buttonVariants({ variant: 'outline', className: 'w-full' })}
      title="Select a passage of the text first, or pick one on the next page"
    >
      Save as my clause
    </Link>
  )
}
