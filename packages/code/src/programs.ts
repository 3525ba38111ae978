import type { CodeFile } from './index.js';
import { languageOf } from './files.js';
import { readJavaScript } from './js/read.js';
import type { AstNode } from './js/nodes.js';
import type { Programs } from './literals/js/modules.js';

/**
 * The app's JavaScript and TypeScript programs for the payload reader when the trees are not all kept: the
 * file being read gives its own, any other is parsed again when a payload follows it (the same reading, so a
 * file that would not parse or be read has none).
 */
export class AppPrograms implements Programs {
  private readonly files: Map<string, CodeFile>;
  private current: { fileName: string; program: AstNode } | undefined;
  /** Files parsed again that have no program, so they are not parsed at each candidate name. */
  private readonly without = new Set<string>();

  constructor(files: readonly CodeFile[]) {
    this.files = new Map(files.map((file) => [file.fileName, file]));
  }

  /** The file being read and its tree (none once it is read). */
  reading(fileName: string | undefined, program?: unknown): void {
    this.current = fileName === undefined ? undefined : { fileName, program: program as AstNode };
  }

  get(fileName: string): AstNode | undefined {
    if (this.current?.fileName === fileName) return this.current.program;
    const file = this.files.get(fileName);
    const language = file && languageOf(fileName);
    if (!file || (language !== 'javascript' && language !== 'typescript') || this.without.has(fileName)) return undefined;
    const program = readJavaScript(fileName, file.text, language).program;
    if (!program) this.without.add(fileName);
    return program;
  }
}
