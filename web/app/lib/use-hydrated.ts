// True once the page's JavaScript runs: false on the server and while hydrating, so both
// render the same markup; true at once in components mounted later.
import { useSyncExternalStore } from 'react';

const noUpdates = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(noUpdates, () => true, () => false);
}
