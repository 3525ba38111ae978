// The command as a whole process, as CI runs it: `manifesto check` on the 120 real manifests against a
// Node script that parses each file and runs the official schema through ajv (bench/ajv-check.mjs),
// and one file against Node starting and exiting (the floor no command can beat). Runs alternate.
// The command keeps a V8 code cache of its bundle per user (packages/cli/bin/code-cache.js): the warm-up
// run writes it, as a user's first check does, and one more row times a run without it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { CORPUS, ROOT } from './deps.mjs';
import { median } from './timing.mjs';

const BIN = path.join(ROOT, 'packages/cli/bin/manifesto.js');
const AJV = path.join(ROOT, 'bench/ajv-check.mjs');

function realManifests() {
  const dir = path.join(CORPUS, 'real');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => /\.(json|ya?ml)$/.test(name))
    .map((name) => path.join(dir, name));
}

function wallMs(args, env = process.env) {
  const start = process.hrtime.bigint();
  spawnSync(process.execPath, args, { stdio: 'ignore', env });
  return Number(process.hrtime.bigint() - start) / 1e6;
}

/** Medians of `runs` alternating runs of two commands, after one warm-up of each. */
function pair(ours, baseline, runs, oursEnv = process.env) {
  wallMs(ours, oursEnv);
  wallMs(baseline);
  const a = [];
  const b = [];
  const ratios = [];
  for (let i = 0; i < runs; i++) {
    const x = wallMs(ours, oursEnv);
    const y = wallMs(baseline);
    a.push(x);
    b.push(y);
    ratios.push(x / y);
  }
  return { oursMs: median(a), baselineMs: median(b), ratio: median(ratios) };
}

export function processBench({ runs = 7 } = {}) {
  const rows = [];
  const files = realManifests();
  if (files.length > 0) {
    const result = pair([BIN, 'check', '--format', 'json', ...files], [AJV, ...files], runs);
    rows.push({
      case: `manifesto check, ${files.length} real manifests`,
      baseline: 'yaml/JSON.parse + ajv script',
      ...result,
      goal: '≤1×',
      met: result.ratio <= 1,
    });
  }
  const example = path.join(ROOT, 'examples/manifest.yaml');
  // One file is quick to run and noisy: three times the runs.
  const one = pair([BIN, 'check', example], ['-e', '0'], runs * 3);
  rows.push({ case: 'manifesto check, one manifest', baseline: 'node -e 0', ...one, goal: '≤100 ms', met: one.oursMs <= 100 });
  const uncached = pair([BIN, 'check', example], ['-e', '0'], runs * 3, { ...process.env, MANIFESTO_CODE_CACHE: '0' });
  rows.push({ case: 'manifesto check, one manifest, no code cache', baseline: 'node -e 0', ...uncached, goal: '–', met: undefined });
  return rows;
}
