// After a restore the web app's page and data cache holds the replaced content: ask it to
// drop everything. WEB_REVALIDATE_URLS and REVALIDATE_SECRET come from the environment or cms/.env.

/** @param {(message: string) => void} log */
export async function purgeWebCache(log) {
  const urls = (process.env.WEB_REVALIDATE_URLS ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
  const secret = process.env.REVALIDATE_SECRET;
  if (!urls.length && !secret) return;
  if (!urls.length || !secret) {
    log('Catatan: cache situs tidak dibersihkan (perlu WEB_REVALIDATE_URLS dan REVALIDATE_SECRET); halaman lama hilang sendiri setelah masa segarnya.');
    return;
  }
  for (const url of urls) {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
        body: JSON.stringify({ types: ['*'] }),
        signal: AbortSignal.timeout(10_000),
      });
      if (response.ok) log(`Cache situs dibersihkan: ${url}`);
      else log(`Catatan: ${url} menjawab ${response.status}; cache situs hilang sendiri setelah masa segarnya.`);
    } catch (error) {
      const failure = /** @type {(Error & { cause?: { code?: string } }) | null | undefined} */ (error);
      log(`Catatan: ${url} tidak terjangkau (${failure?.cause?.code ?? failure?.name ?? 'galat'}); cache situs hilang sendiri setelah masa segarnya.`);
    }
  }
}
