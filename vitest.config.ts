import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const alias = { '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)) };

/** API test files that replace a server module with vi.mock. */
const API_FILES_WITH_MODULE_MOCKS = ['tests/api/serp.test.ts', 'tests/api/related.test.ts'];

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        // Provider clients, parsers and the spelling hint against local stand-ins: no database, so
        // they run once rather than once per database like the API suite.
        resolve: { alias },
        test: { name: 'providers', include: ['tests/providers/**/*.test.ts'], environment: 'node', testTimeout: 60_000, hookTimeout: 120_000 },
      },
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'eslint/**/*.test.js'],
          environment: 'node',
          // Vitest's 5 s default is no rule of ours: on the shared 2-core machine the demo phrase
          // property test took 6.5 s beside the other suites and 21 s at a load average of 22, every
          // assertion holding (a timeout, not a wrong answer). The other projects allow 60 s too.
          testTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          exclude: API_FILES_WITH_MODULE_MOCKS,
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // One process imports the server's module graph once for every file (each file starts its
          // own app and database): a fresh import per file cost about 5 s, 4 minutes per database.
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          // vi.mock replaces a module for the whole process, so these files keep a process each.
          name: 'api-mocked',
          include: API_FILES_WITH_MODULE_MOCKS,
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
