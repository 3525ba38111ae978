// `prepack` of each published package: removes from dist/ what tsc left behind and no source
// produces any more (a module that was deleted or moved keeps its old .js and .d.ts until then),
// and any source map or build info, so the tarball holds exactly the build of today's src/.
// Usage: node ../../scripts/prune-dist.mjs (from a package folder; the folder may be passed instead), and
// `--keep=<file>` for each file of dist/ a build step writes that no source compiles to (the CLI's second
// bundle and the WASM beside it).
import { existsSync, readdirSync, rmdirSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const args = process.argv.slice(2);
const pkg = resolve(args.find((arg) => !arg.startsWith('--')) ?? '.');
const dist = join(pkg, 'dist');
const kept = new Set(args.filter((arg) => arg.startsWith('--keep=')).map((arg) => join(dist, arg.slice('--keep='.length))));
const src = join(pkg, 'src');

/** The source a dist file was compiled from, or undefined for files no source produces. */
function sourceOf(file) {
  const match = /^(.*)\.(?:js|d\.ts)$/.exec(relative(dist, file));
  return match ? join(src, `${match[1]}.ts`) : undefined;
}

let removed = 0;
/** Walks a folder, removes the leftovers, and returns whether the folder ended up empty. */
function prune(dir) {
  let left = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (prune(path)) rmdirSync(path);
      else left++;
      continue;
    }
    const source = sourceOf(path);
    if (kept.has(path)) left++;
    else if (source === undefined || !existsSync(source)) {
      rmSync(path);
      removed++;
    } else {
      left++;
    }
  }
  return left === 0;
}

if (!existsSync(dist)) {
  console.error(`prune-dist: ${relative(process.cwd(), dist) || 'dist'} does not exist; build first (pnpm run build)`);
  process.exit(1);
}
prune(dist);
if (removed > 0) console.error(`prune-dist: removed ${removed} stale file${removed === 1 ? '' : 's'} from ${relative(process.cwd(), dist) || 'dist'}`);
