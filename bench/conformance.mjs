// `pnpm conformance`: our verdict beside the official schema's (ajv) on every corpus file, a judged
// category for each disagreement, and the catch rate of planted mistakes. Writes conformance.json.
import fs from 'node:fs';
import path from 'node:path';
import { CORPUS, ROOT } from './lib/deps.mjs';
import { compileOfficial } from './lib/official.mjs';
import { verdicts } from './lib/verdicts.mjs';
import { categorise, CATEGORIES } from './lib/categories.mjs';
import { catchRates } from './lib/catch-rate.mjs';
import { printTable } from './lib/table.mjs';
import { machine } from './lib/machine.mjs';

const official = compileOfficial();
const DIRECTORIES = ['real', 'official/v1', 'official/v2', 'official/derived'];

function corpusFiles() {
  return DIRECTORIES.flatMap((dir) =>
    fs
      .readdirSync(path.join(CORPUS, dir))
      .filter((name) => /\.(json|ya?ml)$/i.test(name))
      .sort()
      .map((name) => `${dir}/${name}`),
  );
}

/** Pointers each side marks (ours: errors; ajv: leaf errors moved onto their key), compared as sets. */
function overlap(verdict) {
  const ours = new Set(verdict.ours.findings.map((f) => f.pointer));
  const theirs = new Set(verdict.official.findings.map((f) => f.pointer));
  return {
    both: [...ours].filter((p) => theirs.has(p)).length,
    oursOnly: [...ours].filter((p) => !theirs.has(p)).length,
    ajvOnly: [...theirs].filter((p) => !ours.has(p)).length,
  };
}

const files = corpusFiles().map((file) => {
  const text = fs.readFileSync(path.join(CORPUS, file), 'utf8');
  const verdict = verdicts(text, /\.json$/i.test(file) ? 'json' : 'yaml', official);
  const agree = verdict.ours.rejects === verdict.official.rejects;
  const category = agree ? null : categorise(verdict);
  return { file, ...verdict, agree, pointers: overlap(verdict), category: category && { id: category.id, right: category.right, why: category.why } };
});

printTable('Corpus verdicts (rejects = at least one error)', files, [
  ['file', (f) => (f.file.length > 70 ? `${f.file.slice(0, 67)}...` : f.file)],
  ['ours', (f) => (f.ours.rejects ? `rejects (${f.ours.errors})` : 'accepts')],
  ['official (ajv)', (f) => (f.official.rejects === null ? 'no verdict (parse error)' : f.official.rejects ? `rejects (${f.official.errors})` : 'accepts')],
  ['agree', (f) => f.agree],
  ['category', (f) => f.category?.id],
]);

const disagreements = files.filter((f) => !f.agree);
const perCategory = [...CATEGORIES.map((c) => c.id), 'unclassified'].map((id) => {
  const category = CATEGORIES.find((c) => c.id === id);
  const hits = disagreements.filter((f) => f.category.id === id);
  return {
    category: id,
    files: hits.length,
    right: category?.right ?? 'unjudged',
    why: category?.why ?? 'No category explains these yet.',
    examples: hits.map((f) => f.file),
  };
});
printTable('Disagreements per category', perCategory, [
  ['category', (c) => c.category],
  ['files', (c) => c.files],
  ['right', (c) => c.right],
]);
for (const c of perCategory.filter((c) => c.files > 0)) console.log(`- ${c.category}: ${c.why}\n    ${c.examples.join('\n    ')}`);

const bothReject = files.filter((f) => f.ours.rejects && f.official.rejects);
const summary = {
  files: files.length,
  agree: files.length - disagreements.length,
  disagree: disagreements.length,
  oursRejects: files.filter((f) => f.ours.rejects).length,
  officialRejects: files.filter((f) => f.official.rejects).length,
  officialNoVerdict: files.filter((f) => f.official.rejects === null).length,
  bothReject: bothReject.length,
  // Where both reject: the errors each side reports (ajv counts every failed oneOf branch).
  errorsWhereBothReject: { ours: bothReject.reduce((n, f) => n + f.ours.errors, 0), ajv: bothReject.reduce((n, f) => n + f.official.errors, 0) },
};
console.log(
  `\n${summary.files} files: ${summary.agree} agree, ${summary.disagree} disagree; where both reject, ${summary.errorsWhereBothReject.ours} errors from us vs ${summary.errorsWhereBothReject.ajv} from ajv.`,
);

const catches = catchRates(official);
printTable('Planted mistakes: caught with the right rule at the right pointer', catches.rows, [
  ['rule', (r) => r.rule],
  ['planted', (r) => r.what ?? r.skip],
  ['manifesto', (r) => (r.skip ? null : r.manifesto)],
  ['ajv', (r) => (r.skip ? null : r.ajv)],
  ['ajv errors', (r) => r.ajvErrors],
  ['ajv flags the correct use too', (r) => r.ajvFlagsCorrectUse],
]);
console.log(
  `\nCaught at the right pointer: manifesto ${catches.manifesto}/${catches.planted}, ajv ${catches.ajv}/${catches.planted} (${catches.skipped} rules without a plantable mistake; a hit that ajv also reports on the correct use is not counted).`,
);

fs.writeFileSync(
  path.join(ROOT, 'bench/conformance.json'),
  JSON.stringify({ machine: machine(), summary, categories: perCategory, files, catchRate: catches }, null, 2) + '\n',
);
console.log('Wrote bench/conformance.json');

// A gate for CI: a disagreement nobody has judged, or a planted mistake we miss, fails the run.
const unjudged = disagreements.filter((f) => f.category.id === 'unclassified').length;
const missed = catches.rows.filter((r) => !r.skip && !r.manifesto).map((r) => r.rule);
if (unjudged > 0 || missed.length > 0) {
  console.error(`conformance: ${unjudged} unjudged disagreement(s); planted mistakes missed: ${missed.join(', ') || 'none'}`);
  process.exitCode = 1;
}
