import type { Span } from 'manifesto-core';
import type { RawCodeFacts } from '../../src/link/raw.js';
import { readPython } from '../../src/python/index.js';

/** Reads a Python text and gives its facts with a way to see what each span covers. */
export async function read(text: string, fileName = 'app/listeners/sample.py'): Promise<RawCodeFacts & { at: (span: Span) => string }> {
  const result = await readPython(fileName, text);
  return { ...result, at: (span: Span) => text.slice(span.start, span.end) };
}

/** Lines joined: tests write Python with its indentation as it is. */
export const py = (...lines: string[]): string => lines.join('\n') + '\n';
