import type { AppWorld, CodeFile } from './world.js';

/** How much of the app the graph understood, once per app. */
export interface AppSummary {
  /** Listeners registered in the code. */
  listeners: number;
  /** Web API calls in the code (`say`, `respond` and Bolt's helpers included, a helper once however many methods it calls). */
  calls: number;
  /** Listeners with an id, and calls with a method, built at run time: not checked. */
  computed: number;
  /** Places the reader could not follow (open facts), unreadable code files and unreadable payload files. */
  open: number;
  /** Nothing open, nothing computed: every rule could speak. */
  understood: boolean;
  /** One line for people: `14 listeners, 23 calls; 2 with computed ids not checked`. */
  text: string;
}

/** `manifestFile`: the app's manifest, whose folder the unreadable files are named from. */
export function summarise(world: AppWorld, unreadablePayloads: number, manifestFile = ''): AppSummary {
  const listeners = world.listeners.length;
  // A helper that calls several methods (a stream) is one call in the code.
  const helpers = new Set(world.calls.filter(({ fact }) => fact.via === 'helper').map(({ fact, file }) => `${file.facts.fileName}\0${fact.span?.start}`));
  const calls = world.calls.filter(({ fact }) => fact.via !== 'helper').length + helpers.size;
  const computedListeners = world.listeners.filter(({ fact }) => fact.id?.kind === 'computed').length;
  const computedCalls = world.calls.filter(({ fact }) => fact.via !== 'respond' && fact.via !== 'say' && typeof fact.method !== 'string').length;
  const open = world.openFacts + world.unreadable.length + unreadablePayloads;
  const parts = [count(listeners, 'listener'), count(calls, 'Web API call')].join(', ');
  const notes: string[] = [];
  if (computedListeners > 0) notes.push(`${computedListeners} with computed ids not checked`);
  if (computedCalls > 0) notes.push(`${count(computedCalls, 'call')} with a computed method not checked`);
  if (world.openFacts > 0) notes.push(`${count(world.openFacts, 'place')} not followed`);
  if (world.unreadable.length > 0)
    notes.push(`${count(world.unreadable.length, 'code file')} not readable (${unreadablePlaces(world.unreadable, manifestFile)})`);
  if (unreadablePayloads > 0) notes.push(`${count(unreadablePayloads, 'payload file')} not readable`);
  if (world.installScopes() === undefined) notes.push("the installer's scopes built at run time");
  return {
    listeners,
    calls,
    computed: computedListeners + computedCalls,
    open,
    understood: world.understood() && unreadablePayloads === 0,
    text: notes.length > 0 ? `${parts}; ${notes.join(', ')}` : `${parts}; all understood`,
  };
}

/** How many unreadable files the summary names; the rest are counted. */
const NAMED = 3;

/**
 * Where the unreadable files stop the reader, `listeners/app.js:12`, named from the manifest's folder: the
 * summary is all a user sees of a file that does not parse, and it leaves the app's rules silent.
 */
function unreadablePlaces(files: readonly CodeFile[], manifestFile: string): string {
  const slash = Math.max(manifestFile.lastIndexOf('/'), manifestFile.lastIndexOf('\\'));
  const folder = manifestFile.slice(0, slash + 1);
  const places = files.slice(0, NAMED).map(({ facts, lines }) => {
    const name = folder && facts.fileName.startsWith(folder) ? facts.fileName.slice(folder.length) : facts.fileName;
    const line = lines.position(facts.unreadable?.span?.start ?? 0).line + 1;
    return `${name}:${line}`;
  });
  const more = files.length - places.length;
  return more > 0 ? `${places.join(', ')} and ${more} more` : places.join(', ');
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
