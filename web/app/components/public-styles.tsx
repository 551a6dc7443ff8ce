// The public site's stylesheet as text (public.css), given to the layout by the server render
// (entry.server.tsx) so a page that ships no React can carry it inline. In the browser, where
// only the back office hydrates, it is empty and the layout links tailwind.css as before.
import { createContext, useContext } from 'react';

const PublicStylesContext = createContext<string | undefined>(undefined);

export const PublicStylesProvider = PublicStylesContext.Provider;

export function usePublicStyles() {
  return useContext(PublicStylesContext);
}
