// Vite bundles the public script as a separate ES module entry (the `?worker&url` build: its own
// graph, code-split, hashed; nothing of it runs as a Web Worker) and gives its URL here.
import publicScriptUrl from './main.ts?worker&url';
import { useNonce } from '~/components/nonce';

export function PublicScript() {
  return <script type="module" src={publicScriptUrl} nonce={useNonce()} />;
}
