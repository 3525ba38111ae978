import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // Workspace packages expose their TypeScript sources under the "source" condition,
    // so tests run against src/ without a build step.
    conditions: ['source'],
  },
  // Tests run in Vite's server (SSR) environment, which has its own resolve conditions.
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    include: ['packages/*/test/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 20000,
    // The JSON report is what .ci/run reads for its closing "N passed, N failed" line; the file is set
    // here rather than in the reporter's options so `--outputFile.json=` can redirect a second run.
    reporters: ['default', 'json'],
    outputFile: { json: '.vitest-report.json' },
    // Fixes fast-check's seed (MANIFESTO_SEED, or a constant) so property tests are reproducible.
    setupFiles: ['test/setup/fast-check-seed.ts'],
  },
});
