import { closeSync, constants, fstatSync, lstatSync, openSync, readFileSync, readlinkSync, statSync, type Stats } from 'node:fs';
import { closeAsync, fstatAsync, lstatAsync, openAsync, readFileAsync, readlinkAsync, statAsync } from './fs-async.js';
import { displayPath } from './format/printable.js';

export interface Input {
  /** The name shown in output: the path as given, or `<stdin>`. */
  name: string;
  text: string;
  /** Set instead of reading when the input is over the size limit: its size in bytes (a lower bound for stdin). */
  oversize?: number;
}

export interface ReadOptions {
  /** Larger files are not read (standard input stops just past it). */
  maxBytes?: number;
  /**
   * Read with Node's blocking calls, for a file the caller waits for with nothing to do meanwhile (the
   * first of a run): the asynchronous calls' trips through Node's thread pool are pure waiting there
   * (PERFORMANCE.md). Standard input is read as before.
   */
  blocking?: boolean;
}

/** The file operations a read makes, as promises (the default) or as blocking calls. */
interface FileOps {
  stat(path: string): Stats | Promise<Stats>;
  lstat(path: string): Stats | Promise<Stats>;
  readlink(path: string): string | Promise<string>;
  open(path: string, flags: number): number | Promise<number>;
  fstat(fd: number): Stats | Promise<Stats>;
  readFile(fd: number, encoding: 'utf8'): string | Promise<string>;
  close(fd: number): void | Promise<void>;
}

const ASYNC: FileOps = {
  stat: statAsync,
  lstat: lstatAsync,
  readlink: readlinkAsync,
  open: openAsync,
  fstat: fstatAsync,
  readFile: readFileAsync,
  close: closeAsync,
};
const BLOCKING: FileOps = {
  stat: (path) => statSync(path),
  lstat: (path) => lstatSync(path),
  readlink: (path) => readlinkSync(path),
  open: (path, flags) => openSync(path, flags),
  fstat: (fd) => fstatSync(fd),
  readFile: (fd, encoding) => readFileSync(fd, encoding),
  close: (fd) => closeSync(fd),
};

export interface ReadFailure {
  name: string;
  /** One sentence, printed after `manifesto: `. */
  error: string;
}

/**
 * Reads a file or standard input. Only regular files are read: a FIFO would wait forever for a
 * writer and a device such as /dev/zero never ends. Failures become one sentence, never a stack trace.
 */
export async function readInput(path: string, stdin: () => Promise<StdinText>, options: ReadOptions = {}): Promise<Input | ReadFailure> {
  if (path === '-') {
    try {
      const read = await stdin();
      return read.oversize === undefined ? { name: '<stdin>', text: read.text } : { name: '<stdin>', text: '', oversize: read.oversize };
    } catch (error) {
      return { name: '<stdin>', error: `cannot read standard input (${describe(error)})` };
    }
  }
  const fail = (reason: string): ReadFailure => ({ name: path, error: `cannot read ${displayPath(path)}: ${reason}` });
  const fs = options.blocking ? BLOCKING : ASYNC;
  let stats: Stats;
  try {
    stats = await fs.stat(path);
  } catch (error) {
    return fail(await describeMissing(fs, path, error));
  }
  if (!stats.isFile()) return fail(notRegular(stats));
  try {
    const read = await readRegularFile(fs, path, options.maxBytes ?? Infinity);
    return typeof read === 'number' ? { name: path, text: '', oversize: read } : { name: path, text: read };
  } catch (error) {
    return fail(error instanceof NotRegularFile ? error.message : describe(error));
  }
}

/** Standard input's text, or its size so far when it ran past the limit. */
export interface StdinText {
  text: string;
  oversize?: number;
}

/** Reads standard input up to `maxBytes`; an endless stream (`yes | manifesto check -`) stops just past the limit. */
export async function readStdin(stream: NodeJS.ReadableStream = process.stdin, maxBytes = Infinity): Promise<StdinText> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    total += buffer.length;
    if (total > maxBytes) return { text: '', oversize: total };
    chunks.push(buffer);
  }
  return { text: Buffer.concat(chunks).toString('utf8') };
}

class NotRegularFile extends Error {}

/**
 * Opens without blocking and checks the open file again, so a path swapped for a FIFO or a device
 * after the stat is still refused instead of hanging. A file over `maxBytes` is not read: its size is returned.
 */
async function readRegularFile(fs: FileOps, path: string, maxBytes: number): Promise<string | number> {
  const fd = await fs.open(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  try {
    const stats = await fs.fstat(fd);
    if (!stats.isFile()) throw new NotRegularFile(notRegular(stats));
    if (stats.size > maxBytes) return stats.size;
    return await fs.readFile(fd, 'utf8');
  } finally {
    await fs.close(fd);
  }
}

function notRegular(stats: Stats): string {
  if (stats.isDirectory()) return 'it is a directory, not a file';
  if (stats.isFIFO()) return 'it is a FIFO (named pipe), not a regular file';
  if (stats.isCharacterDevice()) return 'it is a character device, not a regular file';
  if (stats.isBlockDevice()) return 'it is a block device, not a regular file';
  if (stats.isSocket()) return 'it is a socket, not a regular file';
  return 'it is not a regular file';
}

/** `stat` follows symbolic links, so "no such file" may really be a link whose target is gone. */
async function describeMissing(fs: FileOps, path: string, error: unknown): Promise<string> {
  if (code(error) !== 'ENOENT') return describe(error);
  try {
    if ((await fs.lstat(path)).isSymbolicLink()) return `it is a symbolic link to ${displayPath(await fs.readlink(path))}, which does not exist`;
  } catch {
    // Nothing at the path itself either: plain "no such file".
  }
  return describe(error);
}

function code(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | undefined)?.code;
}

function describe(error: unknown): string {
  switch (code(error)) {
    case 'ENOENT':
      return 'no such file';
    case 'EISDIR':
      return 'it is a directory, not a file';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'ENOTDIR':
      return 'a part of the path is not a directory';
    case 'ELOOP':
      return 'too many levels of symbolic links (a symbolic link loop)';
    case 'ENAMETOOLONG':
      return 'the path is too long';
    default: {
      // Node's messages are one line already; keep only the first in case one is not.
      const message = error instanceof Error ? error.message : String(error);
      return message.split('\n')[0] ?? message;
    }
  }
}
