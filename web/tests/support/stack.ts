// The CMS and web server of this test file: the stack of the worker it runs in (global-setup.ts
// starts one per worker; a worker runs one file at a time).
import { inject } from 'vitest';

const stacks = inject('stacks');
const stack = stacks[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % stacks.length];

export const CMS_URL = stack.cmsUrl;
export const WEB_URL = stack.webUrl;
