// How long reading an app's code takes: oxc-parser's parse alone, manifesto-code's whole read (parse, walk,
// link) and, when it can be imported from the working folder, @babel/parser's parse for comparison (the
// parser choice in ARCHITECTURE.md). Not part of `pnpm bench`: it needs code to read, which the repository
// does not hold. Run after `pnpm run build`:
//   node bench/code-read.mjs <folder>...   the app files (test files left out, as the reader does) under them
// Two figures per measure, in CPU time (user + system, which the other processes of a busy machine disturb
// less than wall time): warm, the median of 21 rounds in one process after two warm-up rounds; and cold,
// the median of 7 fresh processes that each read the files once, which is what one `manifesto check` pays.
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { checkCodeFiles, isCodeFile } from '../packages/code/dist/index.js';

// oxc-parser is manifesto-code's dependency, resolved from that package.
const codePackage = createRequire(new URL('../packages/code/package.json', import.meta.url));
const { parseSync } = await import(pathToFileURL(codePackage.resolve('oxc-parser')).href);

const args = process.argv.slice(2);
const only = args.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const folders = args.filter((arg) => !arg.startsWith('--'));
if (folders.length === 0) {
  console.error('usage: node bench/code-read.mjs <folder>...');
  process.exit(2);
}

function collect(root, folder, files) {
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) collect(root, full, files);
    else if (!entry.name.endsWith('.py') && isCodeFile(path.relative(root, full))) files.push({ fileName: full, text: fs.readFileSync(full, 'utf8') });
  }
  return files;
}

const files = folders.flatMap((folder) => collect(path.resolve(folder), path.resolve(folder), []));
const kB = files.reduce((sum, file) => sum + Buffer.byteLength(file.text), 0) / 1024;

function babelParser() {
  try {
    const parser = createRequire(path.join(process.cwd(), 'x.js'))('@babel/parser');
    return (file) =>
      parser.parse(file.text, {
        sourceType: 'unambiguous',
        errorRecovery: true,
        plugins: [...(/\.(m|c)?tsx?$/.test(file.fileName) ? ['typescript'] : []), ...(/(x|\.m?js|\.cjs)$/.test(file.fileName) ? ['jsx'] : [])],
      });
  } catch {
    return undefined;
  }
}

const measures = {
  oxc: ['oxc-parser parseSync (with the tree in JavaScript)', () => files.forEach((file) => parseSync(file.fileName, file.text).program)],
  read: ['manifesto-code checkCodeFiles (parse, walk, link)', () => checkCodeFiles(files, { root: '/' })],
};
const babel = babelParser();
if (babel) measures.babel = ['@babel/parser parse', () => files.forEach(babel)];

async function cpu(work) {
  const before = process.cpuUsage();
  await work();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

if (only) {
  // A cold run for the parent: one read in this fresh process.
  console.log(await cpu(measures[only][1]));
} else {
  const warm = Object.fromEntries(Object.keys(measures).map((key) => [key, []]));
  for (let round = 0; round < 23; round++) {
    for (const [key, [, work]] of Object.entries(measures)) {
      const used = await cpu(work);
      if (round >= 2) warm[key].push(used);
    }
  }
  const script = fileURLToPath(import.meta.url);
  const cold = Object.fromEntries(Object.keys(measures).map((key) => [key, []]));
  for (let run = 0; run < 7; run++) {
    for (const key of Object.keys(measures))
      cold[key].push(Number(execFileSync(process.execPath, [script, `--only=${key}`, ...folders], { encoding: 'utf8' })));
  }
  console.log(`${files.length} files, ${kB.toFixed(0)} kB, Node ${process.version}, ${process.platform}-${process.arch}; CPU ms, warm and cold`);
  for (const [key, [name]] of Object.entries(measures)) {
    console.log(`${name.padEnd(52)} ${median(warm[key]).toFixed(1).padStart(7)} ${median(cold[key]).toFixed(1).padStart(7)}`);
  }
}
