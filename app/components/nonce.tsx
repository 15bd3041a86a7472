import { createContext, useContext } from 'react';

/** The CSP nonce of this response, for the few script tags React Router writes into the page. */
const NonceContext = createContext('');
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
