import { defineConfig } from 'vitest/config';

// One Strapi per test file, one file at a time: the CMS is a real server on a real database.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
});
