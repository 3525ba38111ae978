// Type-checking a project that imports the library (test/fixtures/consumer) against the built
// declarations, with skipLibCheck false and true: the declarations' own cost to every consumer.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './deps.mjs';
import { median } from './timing.mjs';

const TSC = path.join(ROOT, 'node_modules/typescript/bin/tsc');

function consumerProject() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'manifesto-consumer-'));
  fs.cpSync(path.join(ROOT, 'test/fixtures/consumer'), dir, { recursive: true });
  fs.mkdirSync(path.join(dir, 'node_modules'));
  fs.symlinkSync(path.join(ROOT, 'packages/core'), path.join(dir, 'node_modules/manifesto-core'), 'dir');
  return dir;
}

function wallMs(dir, skipLibCheck) {
  const start = process.hrtime.bigint();
  spawnSync(process.execPath, [TSC, '-p', dir, '--skipLibCheck', String(skipLibCheck)], { stdio: 'ignore' });
  return Number(process.hrtime.bigint() - start) / 1e6;
}

export function typesBench({ runs = 5 } = {}) {
  const dir = consumerProject();
  try {
    const full = [];
    const skipped = [];
    wallMs(dir, false);
    for (let i = 0; i < runs; i++) {
      full.push(wallMs(dir, false));
      skipped.push(wallMs(dir, true));
    }
    return [
      { case: 'tsc on a project importing manifesto-core, skipLibCheck: false', ms: median(full), ratio: median(full) / median(skipped) },
      { case: 'the same, skipLibCheck: true', ms: median(skipped), ratio: 1 },
    ];
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
