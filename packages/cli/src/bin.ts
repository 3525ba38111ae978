import { main } from './main.js';

/**
 * The `manifesto` command's entry point. `pnpm run build` replaces its compiled form, dist/bin.js, with
 * one bundled file of the whole program (packages/cli/bundle.mjs): loading one file instead of some
 * four hundred modules is most of the start-up time. bin/manifesto.js compiles that bundle with a V8 code
 * cache. Without the bundle step it runs unbundled.
 */

// The output streams are created only when needed (output.ts), which also stops quietly on EPIPE.
void main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
