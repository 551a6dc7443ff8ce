// The CSP nonce of the response being rendered, for the inline scripts the layout writes.
// In the browser it is empty: browsers hide nonces from the page once it has loaded.
import { createContext, useContext } from 'react';

const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

export function useNonce() {
  return useContext(NonceContext);
}
