// Setup file of the browser tests: each file's phases when it ends (cms/tests/support/phases.ts).
import 'cms/testing/phases-setup';
