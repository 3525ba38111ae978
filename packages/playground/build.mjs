// Builds the playground into one file, dist/index.html: the page, its style and one script (the editor,
// the core and the preview bundled by esbuild) inline, so it opens from file:// with no server and no
// network. The page's Content-Security-Policy allows that one script by its hash and nothing else.
// Run by the workspace's `build` script.
import * as esbuild from 'esbuild';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const outfile = join(here, 'dist/index.html');

const result = await esbuild.build({
  entryPoints: [join(here, 'src/main.ts')],
  write: false,
  bundle: true,
  platform: 'browser',
  format: 'iife',
  target: 'es2022',
  // Workspace packages expose their TypeScript under "source".
  conditions: ['source'],
  minify: true,
  // The licences of the bundled packages stay in the file, after the code.
  legalComments: 'eof',
  charset: 'utf8',
  logLevel: 'warning',
});

// Inside a <script> element only `</script` can end it early; `<\/script` means the same in JavaScript.
const script = result.outputFiles[0].text.replace(/<\/script/gi, '<\\/script').trim();
if (/<!--/.test(script)) throw new Error('The bundle holds "<!--", which an inline script cannot hold safely.');
const hash = createHash('sha256').update(script).digest('base64');

// Only our script runs; the preview's own frame has its own stricter policy (no script at all). The editor
// draws its problem marks as data: images; http and https images
// are allowed here so that the frame, which inherits this policy, can draw them when the user asks.
const policy = [
  "default-src 'none'",
  `script-src 'sha256-${hash}'`,
  "style-src 'unsafe-inline'",
  'img-src data: http: https:',
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

const template = readFileSync(join(here, 'src/page.html'), 'utf8');
const style = readFileSync(join(here, 'src/style.css'), 'utf8');
// The page marks where the generated parts go with HTML comments, which formatters leave as they are.
const parts = {
  policy: `<meta http-equiv="Content-Security-Policy" content="${policy}" />`,
  style: `<style>${style.trim()}</style>`,
  script: `<script>${script}</script>`,
};
let page = template;
for (const [name, part] of Object.entries(parts)) {
  const marker = `<!-- ${name} -->`;
  if (page.split(marker).length !== 2) throw new Error(`src/page.html must hold ${marker} once.`);
  // A function as the replacement: the part is inserted as it is, `$` and all.
  page = page.replace(marker, () => part);
}

mkdirSync(dirname(outfile), { recursive: true });
// Written beside and renamed over, so a test reading it meanwhile sees the old or the new page.
writeFileSync(`${outfile}.${process.pid}.tmp`, page);
renameSync(`${outfile}.${process.pid}.tmp`, outfile);
