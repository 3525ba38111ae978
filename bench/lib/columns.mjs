// The columns of each benchmark table, shared by the terminal output and the README table.

export const SCHEMA_COLUMNS = [
  ['case', (r) => r.case],
  ['bytes', (r) => r.bytes],
  ['errors ours', (r) => r.errors.manifesto],
  ['errors ajv', (r) => r.errors.ajv],
  ['manifesto µs', (r) => r.manifestoUs],
  ['ajv router µs', (r) => r.ajvUs],
  ['ajv v-file µs', (r) => r.ajvVersionedUs],
  ['ratio', (r) => r.ratio],
  ['ratio v-file', (r) => r.ratioVersioned],
  ['target', (r) => `≤${r.target}`],
  ['met', (r) => r.met],
];

export const TEXT_COLUMNS = [
  ['case', (r) => r.case],
  ['bytes', (r) => r.bytes],
  ['validateManifestText µs', (r) => r.textUs],
  ['parse µs', (r) => r.parseUs],
  ['check µs', (r) => r.checkUs],
  ['ratio', (r) => r.ratio],
  ['target', (r) => (r.target ? `≤${r.target}` : null)],
  ['met', (r) => r.met],
  ['JSON.parse + ajv µs', (r) => r.ajvUs],
  ['ratio ajv', (r) => r.ratioAjv],
  ['met ≤2× ajv', (r) => r.metAjv],
];

export const PROCESS_COLUMNS = [
  ['case', (r) => r.case],
  ['manifesto ms', (r) => r.oursMs],
  ['baseline', (r) => r.baseline],
  ['baseline ms', (r) => r.baselineMs],
  ['ratio', (r) => r.ratio],
  ['goal', (r) => r.goal],
  ['met', (r) => r.met],
];

export const BIG_YAML_COLUMNS = [
  ['case', (r) => r.case],
  ['bytes', (r) => r.bytes],
  ['validateManifestText ms', (r) => r.checkMs],
  ['YAML parse ms', (r) => r.parseMs],
  ['ratio', (r) => r.ratio],
];

export const TYPES_COLUMNS = [
  ['case', (r) => r.case],
  ['ms', (r) => r.ms],
  ['ratio', (r) => r.ratio],
];

export const BLOCK_COLUMNS = [
  ['case', (r) => r.case],
  ['bytes', (r) => r.bytes],
  ['errors', (r) => r.errors],
  ['validateBlocksText µs', (r) => r.textUs],
  ['JSON.parse µs', (r) => r.parseUs],
  ['ratio', (r) => r.ratio],
  ['note', (r) => r.error],
];

export const PREVIEW_COLUMNS = [
  ['case', (r) => r.case],
  ['bytes', (r) => r.bytes],
  ['HTML bytes', (r) => r.htmlBytes],
  ['renderPreview µs', (r) => r.renderUs],
  ['JSON.parse µs', (r) => r.parseUs],
  ['ratio', (r) => r.ratio],
  ['note', (r) => r.error],
];

export const LATENCY_COLUMNS = [
  ['server', (r) => r.server],
  ['didChange→diagnostics', (r) => r.diagnosticsMs],
  ['debounce', (r) => r.debounceMs],
  ['after debounce', (r) => r.afterDebounceMs],
  ['completion', (r) => r.completionMs],
  ['items', (r) => r.completionItems],
  ['note', (r) => r.error],
];

export const MEMORY_COLUMNS = [
  ['server', (r) => r.server],
  ['documents', (r) => r.documents],
  ['idle RSS MB', (r) => r.idleRssMb],
  ['RSS MB', (r) => r.rssMb],
  ['note', (r) => r.error],
];

export const FIXES_COLUMNS = [
  ['case', (r) => r.case],
  ['fixes offered', (r) => r.fixes],
  ['diagnostics ms', (r) => r.diagnosticsMs],
  ['+ code actions ms', (r) => r.withActionsMs],
  ['ratio', (r) => r.ratio],
];
