import { parse } from 'yaml';
import { checkApp, type AppInput, type AppOptions, type AppResult, type CodeFacts, type IdMatch, type ListenerKind } from 'manifesto-core/app';
import type { Span } from 'manifesto-core';

/**
 * Hand-written code facts in the shapes the readers give, placed in a code text we write: each fact's
 * span is found by its text (the quoted id, the method's name), the nth time it occurs.
 */
export class CodeFile {
  readonly facts: CodeFacts;
  private readonly seen = new Map<string, number>();

  constructor(
    fileName: string,
    readonly text: string,
    language: CodeFacts['language'] = fileName.endsWith('.py') ? 'python' : fileName.endsWith('.ts') ? 'typescript' : 'javascript',
  ) {
    this.facts = { fileName, language, listeners: [], calls: [], declared: [], open: [] };
  }

  /** The span of the next occurrence of `needle` (a quoted id is found with either quote). */
  span(needle: string): Span {
    const from = this.seen.get(needle) ?? 0;
    const at = this.text.indexOf(needle, from);
    if (at < 0) throw new Error(`code text has no further ${JSON.stringify(needle)}`);
    this.seen.set(needle, at + needle.length);
    return { start: at, end: at + needle.length };
  }

  private quoted(value: string): Span {
    for (const quote of ["'", '"', '`'])
      if (this.text.includes(`${quote}${value}${quote}`, this.seen.get(`${quote}${value}${quote}`) ?? 0)) return this.span(`${quote}${value}${quote}`);
    throw new Error(`code text has no quoted ${JSON.stringify(value)}`);
  }

  /** A listener for an exact id (the quoted id's span), a pattern (`/…/`), computed (`null`: the needle is `at`), or a catch-all. */
  listener(kind: ListenerKind, id: string | RegExp | null | undefined, extra: { type?: string; at?: string } = {}): this {
    let match: IdMatch | undefined;
    let span: Span;
    if (typeof id === 'string') {
      match = { kind: 'exact', value: id };
      span = extra.at ? this.span(extra.at) : this.quoted(id);
    } else if (id instanceof RegExp) {
      match = { kind: 'pattern', source: id.source, flags: id.flags };
      span = this.span(extra.at ?? String(id));
    } else {
      if (id === null) match = { kind: 'computed' };
      span = this.span(extra.at ?? kind);
    }
    this.facts.listeners.push({ kind, ...(match ? { id: match } : {}), ...(extra.type ? { type: extra.type } : {}), span });
    return this;
  }

  /** A Web API call through a client (`needle` is the method's last name), by name, or Bolt's `say`/`respond`. */
  call(method: string | undefined, via: 'client' | 'by-name' | 'say' | 'respond' = 'client', at?: string): this {
    const needle = at ?? (via === 'client' && method ? method.split('.').at(-1)! : via === 'by-name' && method ? `'${method}'` : via);
    this.facts.calls.push({ ...(method ? { method } : {}), via, span: this.span(needle) });
    return this;
  }

  declared(key: 'action_id' | 'block_id' | 'callback_id', value: string | null, objectType?: string, at?: string): this {
    const span = value === null ? this.span(at ?? key) : this.quoted(value);
    this.facts.declared.push({ key, value: value === null ? { kind: 'computed' } : { kind: 'exact', value }, ...(objectType ? { objectType } : {}), span });
    return this;
  }

  socketMode(value: boolean | 'computed', at: string): this {
    this.facts.socketMode = { value, span: this.span(at) };
    return this;
  }

  /** An OAuth installer's scope list (`null`: built at run time), placed at `at`. */
  installScopes(token: 'bot' | 'user', scopes: string[] | null, at: string): this {
    (this.facts.installScopes ??= []).push({
      token,
      scopes: scopes === null ? [{ kind: 'computed' }] : scopes.map((value) => ({ kind: 'exact', value })),
      span: this.span(at),
    });
    return this;
  }

  open(touches: 'listeners' | 'calls' | 'declared-ids', at: string, reason = 'not followed'): this {
    this.facts.open.push({ touches, reason, span: this.span(at) });
    return this;
  }

  /** The file could not be parsed, at `at` (its start when not given). */
  unreadable(at?: string): this {
    this.facts.unreadable = { message: 'cannot be parsed', span: at === undefined ? { start: 0, end: 1 } : this.span(at) };
    return this;
  }
}

/** A manifest written in YAML and its JSON twin (the same value, keys in order). */
export function manifestTwins(yamlText: string): { format: 'yaml' | 'json'; fileName: string; text: string }[] {
  return [
    { format: 'yaml', fileName: 'manifest.yaml', text: yamlText },
    { format: 'json', fileName: 'manifest.json', text: JSON.stringify(parse(yamlText), null, 2) + '\n' },
  ];
}

export interface Placed {
  file: string;
  rule: string;
  line: number;
  /** The text the range marks. */
  marked: string;
  pointer: string;
  severity: string;
}

/** Every graph problem with its file, line (1-based) and the text it marks. */
export function placed(result: AppResult, texts: Record<string, string>): Placed[] {
  return result.problems.flatMap(({ fileName, problems }) =>
    problems.map((problem) => ({
      file: fileName,
      rule: problem.rule,
      line: problem.range.start.line + 1,
      marked: (texts[fileName] ?? '').slice(problem.span.start, problem.span.end),
      pointer: problem.pointer,
      severity: problem.severity,
    })),
  );
}

/** Runs the join on an app: the manifest twin, the code files, the payload files; with every text by name. */
export function runApp(
  manifest: { fileName: string; text: string },
  code: readonly CodeFile[],
  payloads: readonly { fileName: string; text: string }[] = [],
  options?: AppOptions,
): { result: AppResult; problems: Placed[] } {
  const input: AppInput = { manifest, code: code.map((file) => ({ facts: file.facts, text: file.text })), payloads };
  const result = checkApp(input, options);
  const texts: Record<string, string> = { [manifest.fileName]: manifest.text };
  for (const file of code) texts[file.facts.fileName] = file.text;
  for (const payload of payloads) texts[payload.fileName] = payload.text;
  return { result, problems: placed(result, texts) };
}

/** The line (1-based) of the nth occurrence of `needle`. */
export function lineIn(text: string, needle: string, occurrence = 1): number {
  let at = -1;
  for (let i = 0; i < occurrence; i++) {
    at = text.indexOf(needle, at + 1);
    if (at < 0) throw new Error(`text has no occurrence ${occurrence} of ${JSON.stringify(needle)}`);
  }
  return text.slice(0, at).split('\n').length;
}
