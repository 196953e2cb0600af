import { createContext, useContext, type ReactNode } from 'react'

// The page's form key: a fresh uuid from each load of the page, posted with every
// collaboration form. The server turns it (with the user, the form and what it says) into
// the command's idempotency key, so the same form sent twice — a double click, a resent
// request — is recorded once; after a success the page is loaded again, with a new key.

const FormKey = createContext<string | null>(null)

export function FormKeyProvider({ value, children }: { value: string; children: ReactNode }) {
  return <FormKey.Provider value={value}>{children}</FormKey.Provider>
}

/** The key, for a submission made in script (null outside a FormKeyProvider). */
export const useFormKey = () => useContext(FormKey)

/** The hidden `formKey` field; nothing outside a FormKeyProvider. */
export function FormKeyInput() {
  const key = useContext(FormKey)
  return key ? <input type="hidden" name="formKey" value={key} /> : null
}
