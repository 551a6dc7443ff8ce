// Setup file of the browser tests: a test during which any page broke the CSP fails.
import { afterEach, expect } from 'vitest';
import { takeCspViolations } from './browser';

afterEach(() => {
  expect(takeCspViolations(), 'Content-Security-Policy violations').toEqual([]);
});
