import { useEffect, useState } from 'react'

/**
 * A controlled field's text that keeps what was typed before hydration: until then it lives
 * only in the DOM, and the first re-render of a controlled field would put `initial` back.
 */
export function useTypedText(fieldId: string, initial: string) {
  const [text, setText] = useState(initial)
  useEffect(() => {
    const field = document.getElementById(fieldId)
    const typed =
      field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? field.value : null
    if (typed !== null && typed !== initial) setText(typed)
    // Once, at hydration: later changes go through onChange.
  }, [])
  return [text, setText] as const
}
