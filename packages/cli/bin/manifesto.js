#!/usr/bin/env node
import { main } from '../dist/main.js';

// A reader that stops early (`manifesto check … | head`) closes the pipe: stop quietly, as other
// command-line tools do, instead of dying on the EPIPE with a stack trace.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw error;
  });
}

main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
