/**
 * Folders whose code is not the app's own: installed packages, Python virtual environments and build
 * output. Their documents are still checked as files; their JavaScript, TypeScript and Python never joins
 * an app (a bundle in `dist/` would repeat every listener of `src/`).
 */
export const CODE_SKIPPED_FOLDERS: ReadonlySet<string> = new Set(['node_modules', '.venv', 'venv', 'dist', 'build', 'out', '.next', '__pycache__']);

/** The file every Python virtual environment has at its top (PEP 405), whatever the folder is called. */
export const VIRTUALENV_MARKER = 'pyvenv.cfg';

/** Whether a folder's code is skipped, by its name or by the names it holds (a virtual environment of any name). */
export function skipsCode(folderName: string, entryNames?: readonly string[]): boolean {
  try {
    return CODE_SKIPPED_FOLDERS.has(folderName) || (Array.isArray(entryNames) && entryNames.includes(VIRTUALENV_MARKER));
  } catch {
    // A public function: a list whose reads throw holds no marker we can see.
    return false;
  }
}
