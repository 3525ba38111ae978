import { fstatSync, writeSync } from 'node:fs';

/**
 * The command's two output streams, written through their file descriptors when they are pipes or
 * files: creating `process.stdout` for those loads Node's stream modules at every start (PERFORMANCE.md),
 * and Node writes to pipes and files synchronously on Linux anyway. A terminal (or another character
 * device), and a descriptor that cannot take the text at once (a non-blocking pipe answers EAGAIN), go
 * through the process's stream as before, which then takes every later write so that nothing is reordered.
 */
const streams: Partial<Record<1 | 2, NodeJS.WriteStream>> = {};
/** Descriptors whose reader went away: later writes are dropped. */
const gone = new Set<1 | 2>();

/** Writes `text` to standard output (1) or standard error (2). */
export function writeOutput(fd: 1 | 2, text: string): void {
  if (gone.has(fd)) return;
  if (streams[fd] || isCharacterDevice(fd)) {
    stream(fd).write(text);
    return;
  }
  let rest = Buffer.from(text, 'utf8');
  try {
    while (rest.length > 0) rest = rest.subarray(writeSync(fd, rest));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EPIPE') stopQuietly(fd);
    else stream(fd).write(rest);
  }
}

/**
 * Whether everything written has gone out through the descriptors: no process stream was needed, so none
 * holds text still to be flushed, and the process may end at once.
 */
export function allWritten(): boolean {
  return streams[1] === undefined && streams[2] === undefined;
}

/** Whether the descriptor is a terminal; a pipe or a file is told without creating the process's stream. */
export function isTerminal(fd: 1 | 2): boolean {
  return (streams[fd] !== undefined || isCharacterDevice(fd)) && Boolean(stream(fd).isTTY);
}

/** Terminals are character devices; so is a descriptor that cannot be asked (closed), left to the stream. Asked once per descriptor. */
function isCharacterDevice(fd: 1 | 2): boolean {
  return (characterDevices[fd] ??= askCharacterDevice(fd));
}

const characterDevices: Partial<Record<1 | 2, boolean>> = {};

function askCharacterDevice(fd: 1 | 2): boolean {
  try {
    return fstatSync(fd).isCharacterDevice();
  } catch {
    return true;
  }
}

/** The process's stream for the descriptor, stopping quietly on EPIPE as `writeOutput` does. */
function stream(fd: 1 | 2): NodeJS.WriteStream {
  let known = streams[fd];
  if (!known) {
    known = streams[fd] = fd === 1 ? process.stdout : process.stderr;
    known.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
      throw error;
    });
  }
  return known;
}

/**
 * The reader went away (`manifesto check … | head`): stop quietly, as other command-line tools do, with
 * the exit code of the run, as when the stream's 'error' event (emitted on the next tick) stops it.
 */
function stopQuietly(fd: 1 | 2): void {
  gone.add(fd);
  process.nextTick(() => process.exit(process.exitCode ?? 0));
}
