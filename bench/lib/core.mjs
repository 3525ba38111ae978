// The built core library (packages/core/dist); the bench measures what users install.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './deps.mjs';

const CORE_DIST = path.join(ROOT, 'packages/core/dist/index.js');
if (!fs.existsSync(CORE_DIST)) {
  console.error('bench: packages/core/dist is missing; run `npx -y pnpm@10 run build` first.');
  process.exit(2);
}
export const core = await import(CORE_DIST);
