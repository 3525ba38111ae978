import { main } from './main.js';
import { allWritten } from './output.js';

/**
 * The `manifesto` command's entry point. `pnpm run build` replaces its compiled form, dist/bin.js, with
 * one bundled file of the whole program (packages/cli/bundle.mjs): loading one file instead of some
 * four hundred modules is most of the start-up time. bin/manifesto.js compiles that bundle with a V8 code
 * cache. Without the bundle step it runs unbundled.
 */

// The output streams are created only when needed (output.ts), which also stops quietly on EPIPE.
void main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
  // Once the output is out, the process ends without waiting for its worker threads and the thread pool to
  // wind down (some 20 to 50 ms after a large app's check). A process stream still flushing is waited for.
  if (allWritten()) process.exit(code);
});
