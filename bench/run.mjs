// `pnpm bench`: every measurement of issue 8 in one process, printed and written to results.json.
// Run after `pnpm run build`; it imports the built packages (packages/*/dist).
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/deps.mjs';
import { machine } from './lib/machine.mjs';
import { schemaBench } from './lib/schema-bench.mjs';
import { textBench } from './lib/text-bench.mjs';
import { blocksBench } from './lib/blocks-bench.mjs';
import { previewBench } from './lib/preview-bench.mjs';
import { editorBench } from './lib/editor-bench.mjs';
import { fixesBench } from './lib/fixes-bench.mjs';
import { processBench } from './lib/process-bench.mjs';
import { appBench } from './lib/app-bench.mjs';
import { codeBench } from './lib/code-bench.mjs';
import { typesBench } from './lib/types-bench.mjs';
import { bigYamlBench } from './lib/big-yaml-bench.mjs';
import { markdownTable, printTable } from './lib/table.mjs';
import {
  SCHEMA_COLUMNS,
  TEXT_COLUMNS,
  BLOCK_COLUMNS,
  PREVIEW_COLUMNS,
  LATENCY_COLUMNS,
  MEMORY_COLUMNS,
  PROCESS_COLUMNS,
  TYPES_COLUMNS,
  BIG_YAML_COLUMNS,
  FIXES_COLUMNS,
} from './lib/columns.mjs';

const quick = process.argv.includes('--quick');
const options = quick ? { samples: 7, batchMs: 5, warmupMs: 50 } : { samples: 21, batchMs: 10, warmupMs: 300 };

const host = machine();
console.log(`Machine: ${host.cpu}, ${host.cores} cores, ${host.memoryGb} GB, ${host.os}, Node ${host.node}`);
if (host.startVariables.length > 0) {
  console.log(`Node's start here: ${host.startVariables.join(', ')} set; the whole-process rows of code are also measured on a clean start (without them).`);
}

const schema = schemaBench(options);
printTable('Schema check on a parsed value (µs per manifest, median; ratio = ours / ajv, paired)', schema, SCHEMA_COLUMNS);

const text = textBench(options);
printTable('End to end from text (µs, median; ratio = text / (parse + check))', text, TEXT_COLUMNS);

const bigYaml = bigYamlBench({ runs: quick ? 2 : 5 });
printTable('The largest YAML text (ms, median; ratio = validateManifestText / the YAML parse)', bigYaml, BIG_YAML_COLUMNS);

const blocks = blocksBench(options);
printTable('Blocks from text (µs, median; ratio = validateBlocksText / JSON.parse)', blocks, BLOCK_COLUMNS);

const preview = await previewBench(options);
printTable('Preview: drawing a checked view as HTML (µs, median; ratio = renderPreview / JSON.parse, goal ≤ 5)', preview, PREVIEW_COLUMNS);

const processes = processBench({ runs: quick ? 3 : 7 });
printTable('The command as a whole process (ms wall, median; ratio paired)', processes, PROCESS_COLUMNS);

const app = appBench({ runs: quick ? 3 : 7 });
printTable('An app checked as a whole process (ms wall, median; ratio = app / (manifest alone + node -e 0))', app, PROCESS_COLUMNS);

const code = await codeBench(quick ? { samples: 7, runs: 2 } : { samples: 15, runs: 3 });
printTable('Code files: the server after the debounce, in process, and the command on 200 long files (ms, median; ratio paired)', code, PROCESS_COLUMNS);

const types = typesBench({ runs: quick ? 2 : 5 });
printTable('Type-checking a project that imports the library (ms wall, median; ratio = / skipLibCheck: true)', types, TYPES_COLUMNS);

const editor = await editorBench(quick ? { changes: 5, completions: 10 } : {});
printTable('Editor latency on the maximal manifest in YAML (ms, median)', editor.latency, LATENCY_COLUMNS);
printTable('Server memory with 20 open manifests', editor.memory, MEMORY_COLUMNS);

const fixes = fixesBench(options);
printTable('Quick fixes: diagnostics of a new version, and with the code actions for its problems (ms, median; ratio paired)', fixes, FIXES_COLUMNS);

const results = { machine: host, options, schema, text, bigYaml, blocks, preview, processes, app, code, types, editor, fixes };
fs.writeFileSync(path.join(ROOT, 'bench/results.json'), JSON.stringify(results, null, 2) + '\n');
console.log('\nWrote bench/results.json');

// `--markdown` also prints the tables ready for the README's Performance section.
if (process.argv.includes('--markdown')) {
  for (const [rows, columns] of [
    [schema, SCHEMA_COLUMNS],
    [text, TEXT_COLUMNS],
    [bigYaml, BIG_YAML_COLUMNS],
    [blocks, BLOCK_COLUMNS],
    [preview, PREVIEW_COLUMNS],
    [processes, PROCESS_COLUMNS],
    [app, PROCESS_COLUMNS],
    [code, PROCESS_COLUMNS],
    [types, TYPES_COLUMNS],
    [editor.latency, LATENCY_COLUMNS],
    [editor.memory, MEMORY_COLUMNS],
    [fixes, FIXES_COLUMNS],
  ]) {
    console.log(`\n${markdownTable(rows, columns)}`);
  }
}
