import { writeFileSync } from 'node:fs';
import { checkDocument, resolveLimits } from 'manifesto-core';
import { previewDocument } from 'manifesto-preview';
import { configLookup } from '../config.js';
import { readInput, type StdinText } from '../input.js';
import type { PreviewArgs } from './args.js';

/** What the preview needs from the command line's I/O (a subset of main's `Io`). */
export interface PreviewIo {
  stdout(text: string): void;
  stderr(text: string): void;
  stdin(maxBytes?: number): Promise<StdinText>;
  cwd: string;
}

/**
 * `manifesto preview`: checks the file as `check` would (its configuration, its kind from the name or the
 * content, block files by default) and writes the drawn page. Exit code: 0 when drawn, problems or not;
 * 1 when the file holds nothing to draw; 2 for a usage or I/O error (one line on stderr).
 */
export async function runPreview(args: PreviewArgs, io: PreviewIo): Promise<number> {
  const { config, errors } = configLookup(args.config, io.cwd)(args.file);
  if (errors.length > 0) {
    for (const error of errors) io.stderr(`manifesto: ${error}\n`);
    return 2;
  }
  const limits = config.limits ?? {};
  const maxBytes = resolveLimits(limits).maxFileSize;
  const input = await readInput(args.file, () => io.stdin(maxBytes), { maxBytes, blocking: true });
  if ('error' in input) return fail(io, input.error);
  if (input.oversize !== undefined) return fail(io, `${input.name} is larger than the size limit (${maxBytes} bytes; "limits" in the configuration raises it)`);

  const fileName = input.name === '<stdin>' ? undefined : input.name;
  const globs = { manifests: config.manifests, blocks: config.blocks };
  const result = checkDocument(fileName, input.text, { rules: config.rules, limits, globs, fallback: 'blocks' });
  const preview = previewDocument(result, { images: args.images, title: `${input.name}: preview` });
  if (args.output !== undefined) {
    try {
      writeFileSync(args.output, preview.html);
    } catch (error) {
      return fail(io, `cannot write ${args.output}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
    }
  } else {
    io.stdout(preview.html);
  }
  if (!preview.drawn) {
    io.stderr(`manifesto: ${input.name} holds nothing to draw: not a message, a view, a list of blocks or a block\n`);
    return 1;
  }
  return 0;
}

function fail(io: PreviewIo, message: string): number {
  io.stderr(`manifesto: ${message}\n`);
  return 2;
}
