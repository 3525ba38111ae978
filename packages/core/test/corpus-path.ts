import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * The team's shared corpora (real manifests, official fixtures and schemas). They live beside the
 * checkout (`../shared/corpus`), not in it; MANIFESTO_CORPUS points elsewhere, and `/work/shared/corpus`
 * covers a clean clone made in a temporary directory on the team's machines.
 */
function findCorpus(): string {
  const candidates = [process.env['MANIFESTO_CORPUS'], resolve(import.meta.dirname, '../../../../shared/corpus'), '/work/shared/corpus'].filter(
    (path): path is string => Boolean(path),
  );
  const found = candidates.find((path) => existsSync(join(path, 'real')));
  if (!found) throw new Error(`corpus not found; set MANIFESTO_CORPUS (looked in ${candidates.join(', ')})`);
  return found;
}

export const CORPUS = findCorpus();
export const REAL_CORPUS = join(CORPUS, 'real');
export const OFFICIAL_CORPUS = join(CORPUS, 'official');
/** Real Block Kit payloads from the platform's own repositories, with the judged mistakes in EXPECTED.tsv. */
export const REAL_BLOCKS_CORPUS = join(CORPUS, 'real-blocks');

/** Every file under `dir`, at any depth, sorted by name within each folder. */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((entry) => {
      const path = join(dir, entry);
      return statSync(path).isDirectory() ? filesUnder(path) : [path];
    });
}
