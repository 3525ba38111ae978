import type { CodeFacts, IdMatch } from 'manifesto-core/app';
import { fileKey } from './paths.js';
import type { ModuleExports, RawCodeFacts, RawValue, Reference } from './raw.js';

/** Deep enough for re-exports of re-exports; a cycle of imports ends here as a computed value. */
const MAX_DEPTH = 24;
const COMPUTED: RawValue = { kind: 'computed' };

/**
 * Settles every file's references against the other files' exports: an imported constant becomes the id it
 * names, and what cannot be found (a module outside the files, a name not exported, a value computed where
 * it is written) becomes `computed`, with the reference's `OpenFact`.
 */
export function linkFacts(files: readonly RawCodeFacts[]): CodeFacts[] {
  const modules = new Map<string, ModuleExports>();
  for (const file of files) modules.set(fileKey(file.facts.fileName), file.exports);
  const resolver = new Resolver(modules);
  return files.map((file) => settle(file, resolver));
}

function settle(file: RawCodeFacts, resolver: Resolver): CodeFacts {
  const outside = (file.importedPayloads ?? [])
    .filter((payload) => payload.sources.every((source) => resolver.outside(source, 0)))
    .map((payload) => payload.open);
  if (file.references.length === 0 && outside.length === 0) return file.facts;
  const facts: CodeFacts = {
    ...file.facts,
    listeners: file.facts.listeners.map((fact) => ({ ...fact })),
    calls: file.facts.calls.map((fact) => ({ ...fact })),
    declared: file.facts.declared.map((fact) => ({ ...fact })),
    open: [...file.facts.open],
  };
  for (const reference of file.references) apply(facts, reference, resolver.resolve(reference.value, 0));
  facts.open.push(...outside);
  facts.open.sort((a, b) => a.span.start - b.span.start);
  return facts;
}

function apply(facts: CodeFacts, reference: Reference, value: RawValue): void {
  const { target } = reference;
  const id = idOf(value);
  if (target.list === 'calls') {
    const call = facts.calls[target.index];
    if (!call) return;
    if (id.kind === 'exact') call.method = id.value;
    else {
      delete call.method;
      facts.open.push(reference.open);
    }
    return;
  }
  const fact = target.list === 'listeners' ? facts.listeners[target.index] : facts.declared[target.index];
  if (!fact) return;
  (fact as unknown as Record<string, IdMatch>)[target.field] = id;
  if (id.kind === 'computed') facts.open.push(reference.open);
}

/** A settled value as the core's id: strings and patterns are known, anything else is computed. */
export function idOf(value: RawValue): IdMatch {
  if (value.kind === 'string') return { kind: 'exact', value: value.value };
  if (value.kind === 'pattern') return { kind: 'pattern', source: value.source, flags: value.flags };
  return { kind: 'computed' };
}

class Resolver {
  constructor(private readonly modules: ReadonlyMap<string, ModuleExports>) {}

  /** The value with every import followed: a string, a pattern, an object, a module, or computed. */
  resolve(value: RawValue, depth: number): RawValue {
    if (depth > MAX_DEPTH) return COMPUTED;
    switch (value.kind) {
      case 'import': {
        const target = this.exported(value.candidates, value.name, depth + 1);
        return value.path.reduce<RawValue>((held, key) => this.member(held, key, depth + 1), target);
      }
      case 'concat': {
        let text = '';
        for (const part of value.parts) {
          const settled = this.resolve(part, depth + 1);
          if (settled.kind !== 'string') return COMPUTED;
          text += settled.value;
        }
        return { kind: 'string', value: text };
      }
      default:
        return value;
    }
  }

  /**
   * Whether an imported value comes from outside the app: its module is none of the files, or the module
   * passes the name on (an import, a re-export, `export *`) from one that is. A cycle is not outside.
   */
  outside(value: RawValue, depth: number): boolean {
    if (depth > MAX_DEPTH || (value.kind !== 'import' && value.kind !== 'module')) return false;
    const exports = this.module(value.candidates);
    if (!exports) return true;
    if (value.kind === 'module') return false;
    const own = exports.names.get(value.name);
    if (own) return this.outside(own, depth + 1);
    return exports.stars.some((star) => this.outside({ kind: 'import', candidates: star, name: value.name, path: [] }, depth + 1));
  }

  private module(candidates: readonly string[]): ModuleExports | undefined {
    for (const candidate of candidates) {
      const found = this.modules.get(fileKey(candidate));
      if (found) return found;
    }
    return undefined;
  }

  /** A module's export by name, through its own re-exports (`export * from`). */
  private exported(candidates: readonly string[], name: string, depth: number): RawValue {
    if (depth > MAX_DEPTH) return COMPUTED;
    const exports = this.module(candidates);
    if (!exports) return COMPUTED;
    const own = exports.names.get(name);
    if (own) return this.resolve(own, depth + 1);
    if (name === 'default') return COMPUTED;
    for (const star of exports.stars) {
      const found = this.exported(star, name, depth + 1);
      if (found.kind !== 'computed') return found;
    }
    return COMPUTED;
  }

  private member(held: RawValue, key: string, depth: number): RawValue {
    const settled = this.resolve(held, depth);
    if (settled.kind === 'object') return this.resolve(settled.properties.get(key) ?? COMPUTED, depth + 1);
    if (settled.kind === 'module') return this.exported(settled.candidates, key, depth + 1);
    return COMPUTED;
  }
}
