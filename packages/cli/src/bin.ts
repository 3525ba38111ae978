import { main } from './main.js';

/**
 * The `manifesto` command's entry point. `pnpm run build` replaces its compiled form, dist/bin.js, with
 * one bundled file of the whole program (packages/cli/bundle.mjs): loading one file instead of some
 * four hundred modules is most of the start-up time. bin/manifesto.js compiles that bundle with a V8 code
 * cache. Without the bundle step it runs unbundled.
 */

// A reader that stops early (`manifesto check … | head`) closes the pipe: stop quietly, as other
// command-line tools do, instead of dying on the EPIPE with a stack trace.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw error;
  });
}

void main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
