/**
 * Toasts raised in the browser (a file refused before upload, the microphone's states):
 * the Toaster listens for this event, so any component can raise one without a context.
 * Server toasts still arrive through the root loader; both share the one toast slot.
 */
export type ClientToast = { type: 'success' | 'error' | 'message'; title: string; description?: string }

export const TOAST_EVENT = 'nyaya:toast'

export function showToast(toast: ClientToast): void {
  window.dispatchEvent(new CustomEvent<ClientToast>(TOAST_EVENT, { detail: toast }))
}
