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
    // The JSON report is what .ci/run reads for its closing "N passed, N failed" line.
    reporters: ['default', ['json', { outputFile: '.vitest-report.json' }]],
  },
});
