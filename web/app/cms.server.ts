// The web server's one door to the data: the CMS's /api/v1.
const CMS_URL = (process.env.CMS_URL || 'http://localhost:1337').replace(/\/$/, '');

export class CmsUnavailableError extends Error {}

export async function cmsFetch(path: string, init: RequestInit = {}): Promise<Response> {
  try {
    return await fetch(`${CMS_URL}/api/v1${path}`, init);
  } catch (cause) {
    throw new CmsUnavailableError(`CMS tidak dapat dihubungi: ${(cause as Error).message}`);
  }
}

export async function cmsJson<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await cmsFetch(path, init);
  if (!response.ok) throw new Response(null, { status: response.status === 404 ? 404 : 503 });
  return (await response.json()) as T;
}
