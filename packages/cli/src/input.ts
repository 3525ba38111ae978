import { readFile } from 'node:fs/promises';

export interface Input {
  /** The name shown in output: the path as given, or `<stdin>`. */
  name: string;
  text: string;
}

/** Reads a file or standard input. Failures become one sentence, never a stack trace. */
export async function readInput(path: string, stdin: () => Promise<string>): Promise<Input | { name: string; error: string }> {
  if (path === '-') {
    try {
      return { name: '<stdin>', text: await stdin() };
    } catch (error) {
      return { name: '<stdin>', error: `cannot read standard input (${describe(error)})` };
    }
  }
  try {
    return { name: path, text: await readFile(path, 'utf8') };
  } catch (error) {
    return { name: path, error: `cannot read ${path}: ${describe(error)}` };
  }
}

export async function readStdin(stream: NodeJS.ReadableStream = process.stdin): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

function describe(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  switch (code) {
    case 'ENOENT':
      return 'no such file';
    case 'EISDIR':
      return 'it is a directory, not a file';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'ENOTDIR':
      return 'a part of the path is not a directory';
    default:
      return error instanceof Error ? error.message : String(error);
  }
}
