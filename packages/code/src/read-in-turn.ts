import { languageOf } from './files.js';
import type { CodeFile } from './index.js';
import { parseAhead } from './js/parse-ahead.js';
import type { Parse } from './js/parse.js';
import type { PayloadReader } from './literals/index.js';
import type { AppPrograms } from './programs.js';
import { readFile, type FileReading } from './readers.js';

/**
 * Reads the files at `indexes`, in their order, each once: a JavaScript or TypeScript file's payloads are read
 * with its tree (`payloads`, following other files through `programs`), which is then let go. The readings
 * hold no tree (a Python file's payloads are settled later, with every Python file's exports). `indexes` may
 * be taken as the reading goes (a share taking files from a queue, `shares.ts`): one is taken ahead, to be parsed
 * meanwhile. `onRead` hears of each file as soon as it is read, its payloads included.
 */
export async function readInTurn(
  code: readonly CodeFile[],
  indexes: Iterable<number>,
  programs: AppPrograms,
  payloads: PayloadReader,
  onRead?: (index: number, reading: FileReading) => void,
): Promise<FileReading[]> {
  const readings: FileReading[] = [];
  // The next file is parsed on the thread pool while this one is read.
  const ahead = new Map<number, Promise<Parse | undefined>>();
  const parseNext = (index: number | undefined) => {
    const file = index === undefined ? undefined : code[index];
    if (file && languageOf(file.fileName) !== 'python' && !ahead.has(index!)) ahead.set(index!, parseAhead(file.fileName, file.text));
  };
  const taken = indexes[Symbol.iterator]();
  for (let next = taken.next(); !next.done;) {
    const index = next.value;
    const file = code[index]!;
    // A file not parsed ahead (the first) is parsed here as it is read: on the pool, this thread would only wait.
    next = taken.next();
    parseNext(next.done ? undefined : next.value);
    const parsed = await ahead.get(index);
    ahead.delete(index);
    const reading = await readFile(file.fileName, file.text, languageOf(file.fileName)!, parsed);
    if (reading.program !== undefined) {
      programs.reading(file.fileName, reading.program);
      payloads.javascript(file.fileName);
      payloads.release(file.fileName);
      programs.reading(undefined);
    }
    const read: FileReading = { ...reading, program: undefined };
    readings.push(read);
    onRead?.(index, read);
  }
  return readings;
}
