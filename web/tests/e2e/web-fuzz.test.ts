// Hostile requests against every route of the built web app, as an attacker without a session
// would send them (the corpus and the checks: support/web-fuzz.ts; with the ADMIN's session:
// web-fuzz-signed-in.test.ts). None may answer 5xx, and the content stays as it was.
import { describe, it } from 'vitest';
import { fuzzWebApp } from '../support/web-fuzz';

describe('the web app under hostile requests', () => {
  it('never answers 5xx, and changes no content', { timeout: 600_000 }, async () => {
    await fuzzWebApp('');
  });
});
