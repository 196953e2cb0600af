import { createContext, useContext } from 'react'

// The CSP nonce of this response, for the <Scripts> and inline scripts that need it.
const NonceContext = createContext('')
export const NonceProvider = NonceContext.Provider
export const useNonce = () => useContext(NonceContext)
