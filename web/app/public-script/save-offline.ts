// "Simpan untuk offline" on detail pages (issue 26): asks the service worker to keep this page
// and its photos in the sizes this phone uses: the one the page shows, and the one filling the
// screen in the photo viewer. Loaded only on pages with the button, once a worker is active.
import type { WorkerMessage, WorkerReply } from '~/service-worker/settings';
import { PUBLIC_HOOKS } from '~/lib/public-hooks';

function ask(worker: ServiceWorker, message: WorkerMessage): Promise<WorkerReply> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<WorkerReply>) => resolve(event.data);
    worker.postMessage(message, [channel.port2]);
  });
}

/** `url 320w, url 640w` → the candidates, narrowest first. */
function candidates(srcset: string): Array<{ url: string; width: number }> {
  return srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/))
    .filter(([url, width]) => url && width?.endsWith('w'))
    .map(([url, width]) => ({ url: new URL(url!, location.href).href, width: Number.parseInt(width!, 10) }))
    .sort((a, b) => a.width - b.width);
}

async function imagesToSave(): Promise<string[]> {
  const images = [...document.images];
  // A lazy image below the fold has no size chosen yet: let the browser choose it now.
  await Promise.all(images.map((image) => ((image.loading = 'eager'), image.decode().catch(() => undefined))));
  const screenWidth = screen.width * devicePixelRatio;
  const urls = new Set<string>();
  for (const image of images) {
    if (image.currentSrc) urls.add(image.currentSrc);
    const source = image.parentElement?.querySelector<HTMLSourceElement>('source[type="image/webp"]');
    const sizes = candidates(source?.srcset || image.srcset);
    const fullScreen = sizes.find(({ width }) => width >= screenWidth) ?? sizes.at(-1);
    if (fullScreen) urls.add(fullScreen.url);
  }
  return [...urls];
}

export async function enhanceSaveButtons() {
  const worker = (await navigator.serviceWorker.ready).active;
  if (!worker) return;
  for (const box of document.querySelectorAll<HTMLElement>(`[${PUBLIC_HOOKS.saveOffline}]`)) {
    const button = box.querySelector('button');
    const status = box.querySelector('[role="status"]');
    if (!button || !status) continue;
    const say = (text = '', saved = false) => {
      status.textContent = text;
      button.hidden = saved;
    };
    box.classList.remove('invisible');
    if ((await ask(worker, { type: 'is-saved', url: location.href })).saved) say(box.dataset.saved, true);
    button.addEventListener('click', async () => {
      button.disabled = true;
      say(box.dataset.saving);
      const { saved } = await ask(worker, { type: 'save', url: location.href, images: await imagesToSave() });
      button.disabled = false;
      say(saved ? box.dataset.saved : box.dataset.failed, saved);
    });
  }
}
