// The playground's page: the editor (CodeMirror), the checker's problems drawn in it and listed below it,
// and the preview beside it in a sandboxed frame. Everything runs in this one file, offline.
import { defaultKeymap, history as undoHistory, historyKeymap, indentWithTab } from '@codemirror/commands';
import { json } from '@codemirror/lang-json';
import { yaml } from '@codemirror/lang-yaml';
import { bracketMatching, defaultHighlightStyle, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { lintGutter, setDiagnostics } from '@codemirror/lint';
import { Compartment, EditorState } from '@codemirror/state';
import { EditorView, drawSelection, highlightActiveLine, keymap, lineNumbers } from '@codemirror/view';
import type { LocatedProblem } from 'manifesto-core';
import { previewDocument } from 'manifesto-preview';
import { checkPayload, editorDiagnostics, type PayloadFormat } from './check.js';
import { DEFAULT_PAYLOAD } from './default-payload.js';
import { hashFor, payloadFromHash } from './hash.js';
import { drawProblemList } from './problem-list.js';
import { SURFACES, textOnSurface, type Surface } from './surface.js';

/** Typing pauses this long before the check and the preview run again. */
const UPDATE_DELAY_MS = 150;

function element<T extends HTMLElement>(id: string): T {
  const found = document.getElementById(id);
  if (!found) throw new Error(`The page has no #${id}.`);
  return found as T;
}

const frame = element<HTMLIFrameElement>('preview');
const list = element<HTMLOListElement>('problems');
const count = element<HTMLElement>('problem-count');
const surfaceChooser = element<HTMLSelectElement>('surface');
const imagesToggle = element<HTMLInputElement>('images');

const language = new Compartment();
let format: PayloadFormat | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;
let drawings = 0;
/** The text the address holds, so a change of the address made here is not read back as the user's. */
let written: string | undefined;

const view = new EditorView({
  parent: element('editor'),
  state: EditorState.create({
    doc: payloadFromHash(location.hash) ?? DEFAULT_PAYLOAD,
    extensions: [
      lineNumbers(),
      undoHistory(),
      drawSelection(),
      highlightActiveLine(),
      indentOnInput(),
      bracketMatching(),
      syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
      lintGutter(),
      language.of([]),
      keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
      EditorView.lineWrapping,
      EditorView.contentAttributes.of({ 'aria-label': 'Block Kit payload' }),
      EditorView.updateListener.of((update) => {
        if (update.docChanged) schedule();
      }),
    ],
  }),
});

function schedule(): void {
  if (timer) clearTimeout(timer);
  timer = setTimeout(update, UPDATE_DELAY_MS);
}

/** Checks the text, marks and lists its problems, draws it, and keeps the address in step. */
function update(): void {
  timer = undefined;
  const text = view.state.doc.toString();
  const checked = checkPayload(text);
  if (checked.format !== format) {
    format = checked.format;
    view.dispatch({ effects: language.reconfigure(format === 'json' ? json() : yaml()) });
  }
  const problems = checked.result.problems;
  view.dispatch(setDiagnostics(view.state, editorDiagnostics(problems, view.state.doc.length)));
  drawProblemList(list, problems, select);
  count.textContent = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
  count.dataset['count'] = String(problems.length);
  const drawn = previewDocument(checked.result, { images: imagesToggle.checked, title: 'Block Kit preview' });
  // The frame is sandboxed without scripts and the page keeps its own policy: no payload code can run.
  // aria-busy until the frame has loaded the page, and which drawing it shows: what a reader of the
  // preview (or a test) waits for.
  frame.setAttribute('aria-busy', 'true');
  frame.dataset['drawing'] = String(++drawings);
  frame.srcdoc = drawn.html;
  if (drawn.surface) surfaceChooser.value = drawn.surface === 'block' ? 'message' : drawn.surface;
  document.body.dataset['surface'] = drawn.surface ?? 'none';
  if (text !== written) {
    written = text;
    window.history.replaceState(null, '', hashFor(text) || location.pathname + location.search);
  }
}

/** Selects a problem's text in the editor. */
function select(problem: LocatedProblem): void {
  const length = view.state.doc.length;
  const anchor = Math.min(problem.span.start, length);
  view.dispatch({ selection: { anchor, head: Math.max(anchor, Math.min(problem.span.end, length)) }, scrollIntoView: true });
  view.focus();
}

function replaceText(text: string): void {
  view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
}

for (const surface of SURFACES) {
  const option = surfaceChooser.querySelector<HTMLOptionElement>(`option[value="${surface}"]`);
  if (!option) throw new Error(`The surface chooser has no ${surface}.`);
}

surfaceChooser.addEventListener('change', () => {
  const text = view.state.doc.toString();
  const moved = textOnSurface(text, format ?? 'json', surfaceChooser.value as Surface);
  if (moved !== undefined && moved !== text) replaceText(moved);
  else schedule();
});

imagesToggle.addEventListener('change', () => update());
frame.addEventListener('load', () => {
  frame.dataset['drawn'] = frame.dataset['drawing'];
  frame.setAttribute('aria-busy', 'false');
});

// A link pasted into the address bar of an open playground.
window.addEventListener('hashchange', () => {
  const text = payloadFromHash(location.hash);
  if (text !== undefined && text !== view.state.doc.toString()) {
    written = text;
    replaceText(text);
    // A new payload, not typing: drawn at once.
    if (timer) clearTimeout(timer);
    update();
  }
});

update();
