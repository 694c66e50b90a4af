import { createContext, useContext } from 'react';

/**
 * The response's CSP nonce (lib/http/csp.server.ts), handed by entry.server.tsx to the inline scripts
 * React Router renders in the root (`<Scripts>`, `<ScrollRestoration>`). In the browser it is
 * undefined: the scripts have run by then, and browsers hide a nonce from the page anyway.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = (): string | undefined => useContext(NonceContext);
