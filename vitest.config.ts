import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const alias = { '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)) };

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
        test: { name: 'unit', include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'eslint/**/*.test.js'], environment: 'node' },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
