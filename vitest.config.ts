import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { hostFederationPlugin } from './shared/build/federation.ts';
import { messagesPlugin } from './shared/build/messages.ts';
import { FEDERATION_SHARED } from './shared/build/vite-config.ts';

// One Vitest run over every package; each package is its own project.

// Limits for a slow, busy 2-core machine (CI's); a test that works never comes near them.
const limits = { testTimeout: 20_000, hookTimeout: 30_000 };
// Test files run in worker threads, not child processes: the whole run took 296 s against 340 s
// with processes on a 2-core machine (each file still gets its own module graph and environment).
const pool = 'threads' as const;
const project = (name: string) => ({
  // The shell's share scope module (virtual:quantethic/federation-host), as its build has it.
  // The message catalogues compiled as the builds compile them (shared/build/messages.ts).
  plugins: [
    react(),
    messagesPlugin(),
    ...(name === 'shell' ? [hostFederationPlugin({ shared: FEDERATION_SHARED })] : []),
  ],
  test: {
    name,
    root: `./${name}`,
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts', '{content-api,forms,dataset}/**/*.test.ts'],
    // A file that needs no DOM says so on its first line: `// @vitest-environment node`.
    environment: 'jsdom',
    pool,
    setupFiles: ['../vitest.setup.ts'],
    ...limits,
    restoreMocks: true,
    clearMocks: true,
  },
});

export default defineConfig({
  test: {
    // One test file per core. Vitest's own default leaves a core to its main process (cores - 1),
    // which on CI's 2-core machine is one file at a time: 6 minutes where two at a time take 4.
    maxWorkers: availableParallelism(),
    projects: [
      ...[
        'shared',
        'kit',
        'highlighter',
        'shell',
        'mfe-courses',
        'mfe-knowledge',
        'mfe-company',
        'mfe-account',
        'emulators',
      ].map(project),
      // The delivery scripts (nginx, Firebase Hosting, security headers).
      {
        test: {
          name: 'scripts',
          root: './scripts',
          include: ['**/*.test.mjs'],
          environment: 'node',
          pool,
          ...limits,
        },
      },
    ],
  },
});
