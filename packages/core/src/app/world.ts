import type { Span } from '../problem.js';
import type { LineIndex } from '../source/line-index.js';
import type { CallFact, CodeFacts, DeclaredIdFact, ListenerFact, ListenerKind } from './facts.js';
import { EXTERNAL_SELECT_TYPES, type PayloadId } from './payload-ids.js';
import { isExact, mayMatch } from './id-match.js';

/** One code file as the joins see it: its facts and the lines that place its spans. */
export interface CodeFile {
  facts: CodeFacts;
  lines: LineIndex;
}

export interface Located<F> {
  fact: F;
  file: CodeFile;
}

/** A payload file's declared id, with its file. */
export interface PayloadDeclared extends PayloadId {
  fileName: string;
}

interface KindListeners {
  all: Located<ListenerFact>[];
  /** The ids of the listeners that wait for one known name. */
  exact: Set<string>;
  /** The listeners with a pattern, a computed id or none (a catch-all). */
  other: Located<ListenerFact>[];
}

const NO_LISTENERS: KindListeners = { all: [], exact: new Set(), other: [] };

/**
 * Everything the code and the payload files say, gathered once, with what is closed: a join reports
 * an absence only where nothing open could hold what is missing.
 */
export class AppWorld {
  readonly listeners: Located<ListenerFact>[] = [];
  readonly calls: Located<CallFact>[] = [];
  readonly declared: Located<DeclaredIdFact>[] = [];
  readonly payloadIds: PayloadDeclared[] = [];
  /** A code file that could not be read: the app is open everywhere. */
  readonly unreadable: CodeFile[] = [];
  private openListeners = false;
  private openCalls = false;
  private openDeclared = false;
  /** A payload file that could not be read, or an id in one that is not a string. */
  private openPayloads = false;
  readonly openFacts: number;

  constructor(
    readonly files: readonly CodeFile[],
    payloads: readonly { fileName: string; ids: readonly PayloadId[]; open: boolean }[],
  ) {
    let open = 0;
    for (const file of files) {
      const { facts } = file;
      if (facts.unreadable) this.unreadable.push(file);
      for (const fact of facts.listeners) this.listeners.push({ fact, file });
      for (const fact of facts.calls) this.calls.push({ fact, file });
      for (const fact of facts.declared) this.declared.push({ fact, file });
      for (const fact of facts.open) {
        open++;
        if (fact.touches === 'listeners') this.openListeners = true;
        else if (fact.touches === 'calls') this.openCalls = true;
        else this.openDeclared = true;
      }
    }
    this.openFacts = open;
    for (const payload of payloads) {
      if (payload.open) this.openPayloads = true;
      for (const id of payload.ids) this.payloadIds.push({ ...id, fileName: payload.fileName });
    }
  }

  /** Every code file was read. */
  get readable(): boolean {
    return this.unreadable.length === 0;
  }

  /** The listeners of some kinds, in the files' order. */
  listenersOf(...kinds: ListenerKind[]): Located<ListenerFact>[] {
    if (kinds.length === 1) return [...this.kindIndex(kinds[0]!).all];
    return this.listeners.filter(({ fact }) => kinds.includes(fact.kind));
  }

  /**
   * Each kind's listeners, with their exact ids apart: a join asks about every declared id, so a search of
   * all listeners per id grew with the square of the app.
   */
  private byKind: Map<ListenerKind, KindListeners> | undefined;

  private kindIndex(kind: ListenerKind): KindListeners {
    if (!this.byKind) {
      this.byKind = new Map();
      for (const listener of this.listeners) {
        let entry = this.byKind.get(listener.fact.kind);
        if (!entry) this.byKind.set(listener.fact.kind, (entry = { all: [], exact: new Set(), other: [] }));
        entry.all.push(listener);
        if (isExact(listener.fact.id)) entry.exact.add(listener.fact.id.value);
        else entry.other.push(listener);
      }
    }
    return this.byKind.get(kind) ?? NO_LISTENERS;
  }

  /** Every listener of these kinds is known: no open listener fact, no unreadable file. */
  listenersClosed(): boolean {
    return this.readable && !this.openListeners;
  }

  /**
   * Whether some listener of these kinds may receive `name`: one with that exact id, a pattern that
   * matches it, a catch-all or a computed id. Unknown listeners (an open fact, an unreadable file) may too.
   */
  mayBeHandled(name: string, ...kinds: ListenerKind[]): boolean {
    if (!this.listenersClosed()) return true;
    return kinds.some((kind) => {
      const { exact, other } = this.kindIndex(kind);
      return exact.has(name) || other.some(({ fact }) => mayMatch(fact.id, name));
    });
  }

  /**
   * Every declared `action_id` (or `callback_id`) of the code and the payload files is known. An app that
   * declares none at all while it listens for them builds its blocks where the readers do not look (a
   * block builder library's `actionId`, a file read at run time): nothing is known then either.
   */
  declaredClosed(key: 'action_id' | 'callback_id'): boolean {
    if (!this.declared.some(({ fact }) => fact.key === key) && !this.payloadIds.some((id) => id.key === key)) return false;
    return this.declaredRead(key);
  }

  /** Every declaration of the key the readers met is known text (none at all counts as read). */
  declaredRead(key: 'action_id' | 'callback_id'): boolean {
    if (!this.readable || this.openDeclared || this.openPayloads) return false;
    return this.declared.every(({ fact }) => fact.key !== key || isExact(fact.value));
  }

  /** The declared names of a key, from the code and the payload files. */
  declaredNames(key: 'action_id' | 'callback_id'): Set<string> {
    const names = new Set<string>();
    for (const { fact } of this.declared) if (fact.key === key && isExact(fact.value)) names.add(fact.value.value);
    for (const id of this.payloadIds) if (id.key === key) names.add(id.name);
    return names;
  }

  /**
   * The `action_id`s of the external selects (the elements that load options), or undefined when not all
   * are known: a declared `action_id` whose element's type is not written as a string may be one.
   */
  externalSelectIds(): string[] | undefined {
    if (!this.declaredClosed('action_id')) return undefined;
    const ids = new Set<string>();
    for (const { fact } of this.declared) {
      if (fact.key !== 'action_id') continue;
      if (fact.objectType === undefined) return undefined;
      if (EXTERNAL_SELECT_TYPES.has(fact.objectType) && isExact(fact.value)) ids.add(fact.value.value);
    }
    for (const id of this.payloadIds) {
      if (id.key !== 'action_id') continue;
      if (id.objectType === undefined) return undefined;
      if (EXTERNAL_SELECT_TYPES.has(id.objectType)) ids.add(id.name);
    }
    return [...ids];
  }

  /**
   * The scopes the code's OAuth installers ask for, granted with the manifest's; undefined when one is
   * computed (then what an install grants is not known).
   */
  installScopes(): string[] | undefined {
    const scopes: string[] = [];
    for (const { facts } of this.files) {
      for (const list of Array.isArray(facts.installScopes) ? facts.installScopes : []) {
        for (const scope of Array.isArray(list?.scopes) ? list.scopes : []) {
          if (!isExact(scope)) return undefined;
          scopes.push(scope.value);
        }
      }
    }
    return scopes;
  }

  /** Every Web API call's method is known. */
  callsClosed(): boolean {
    return this.readable && !this.openCalls && this.calls.every(({ fact }) => fact.via === 'respond' || fact.via === 'say' || typeof fact.method === 'string');
  }

  /** Nothing is open anywhere: every file read, no open fact, no computed id or method. */
  understood(): boolean {
    return (
      this.listenersClosed() &&
      this.callsClosed() &&
      this.declaredRead('action_id') &&
      this.declaredRead('callback_id') &&
      this.installScopes() !== undefined &&
      this.listeners.every(({ fact }) => fact.id?.kind !== 'computed')
    );
  }
}

/** A span clamped into its file's text, so that a fact from a stale text never places a problem outside it. */
export function clampSpan(span: Span, length: number): Span {
  const start = Math.min(Math.max(0, Number.isFinite(span?.start) ? span.start : 0), length);
  const end = Math.min(Math.max(start, Number.isFinite(span?.end) ? span.end : start), length);
  return { start, end };
}
