// The village's details (/site), fetched once per request even when several loaders need them.
import { cms } from './cms.server';
import type { Site } from './types';

const perRequest = new WeakMap<Request, Promise<Site>>();

export function loadSite(request: Request): Promise<Site> {
  let site = perRequest.get(request);
  if (!site) {
    site = cms<Site>('/site?with=formats');
    perRequest.set(request, site);
  }
  return site;
}
