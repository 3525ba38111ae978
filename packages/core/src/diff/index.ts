import { argumentProblem, readOptions } from '../api/guard.js';
import type { LocatedProblem, Problem } from '../problem.js';
import type { RuleSeverities } from '../rules/define.js';
import { internalProblem } from '../rules/internal.js';
import { applySeverities } from '../rules/severity.js';
import { detectFormat, parseSource, unreadableDocument, type SourceDocument, type SourceFormat, type SourceLimits } from '../source/index.js';
import { isRecord } from '../source/pointer.js';
import { compareManifests, type DiffSide } from './compare.js';
import { notAManifest } from './manifest-side.js';
import { notAManifestSide } from './rules.js';

export type { DiffSide } from './compare.js';
export { DIFF_RULES } from './rules.js';

/** A located diff problem, with the document its pointer and range refer to. */
export interface DiffProblem extends LocatedProblem {
  side: DiffSide;
}

/** One side of a diff: its parsed document and the problems located in it. */
export interface DiffDocument {
  document: SourceDocument;
  problems: DiffProblem[];
}

export interface DiffResult {
  /** Problems in the old document: what was removed (or the old text's syntax problems). */
  old: DiffDocument;
  /** Problems in the new document: renames, changed types, keys and requirements (or its syntax problems). */
  new: DiffDocument;
  /**
   * False when either text could not be parsed (or a call was refused): then each side holds only its
   * own syntax (or argument) problems and nothing was compared.
   */
  compared: boolean;
}

/** How one side's text is read: the file name (for the format) or the format itself. */
export interface DiffSideOptions {
  fileName?: string;
  format?: SourceFormat;
}

export interface DiffOptions {
  old?: DiffSideOptions;
  new?: DiffSideOptions;
  /** Severity overrides by rule id (`scope-removed: error`), as for checks. */
  rules?: RuleSeverities;
  limits?: Partial<SourceLimits>;
}

function sideOptions(options: unknown, side: DiffSide): DiffSideOptions {
  const raw = isRecord(options) && isRecord(options[side]) ? options[side] : {};
  const out: DiffSideOptions = {};
  if (typeof raw['fileName'] === 'string') out.fileName = raw['fileName'];
  if (raw['format'] === 'yaml' || raw['format'] === 'json') out.format = raw['format'];
  return out;
}

/** The options, read once before anything uses them (each part kept only when it has the right type). */
function readDiffOptions(options: unknown) {
  const cleanOptions = readOptions(isRecord(options) ? { rules: options['rules'], limits: options['limits'] } : {});
  if ('problem' in cleanOptions) throw new Error('unreadable options');
  return { rules: cleanOptions.options.rules, limits: cleanOptions.options.limits, old: sideOptions(options, 'old'), new: sideOptions(options, 'new') };
}

/** A refused side: an empty document with one problem at its start. */
function refused(problem: Problem): SourceDocument {
  return unreadableDocument('', 'json', { problem, span: { start: 0, end: 0 } });
}

/**
 * Reads one side: a text (YAML or JSON) is parsed; any other value is taken as the parsed manifest and
 * written as JSON (two-space indentation), so its problems still have lines to point at.
 */
function readSide(input: unknown, name: DiffSide, options: DiffSideOptions, limits: Partial<SourceLimits> | undefined): SourceDocument {
  if (typeof input === 'string') {
    const format = options.format ?? detectFormat(input, options.fileName);
    return parseSource(input, format, limits);
  }
  let text: string | undefined;
  try {
    text = input === undefined ? undefined : JSON.stringify(input, null, 2);
  } catch {
    text = undefined;
  }
  if (text === undefined) return refused(argumentProblem(name === 'old' ? 'oldManifest' : 'newManifest', 'a YAML or JSON text or a plain value', input));
  return parseSource(text, 'json', limits);
}

/**
 * A text that did not parse cleanly: refused, or with a syntax (or duplicate-key) error. The parsers
 * recover a value from such a text, but comparing a half-read manifest would report everything it lost.
 */
function unparsed(document: SourceDocument): boolean {
  return document.fatal || document.problems.some((problem) => problem.severity === 'error');
}

const sided =
  (side: DiffSide) =>
  (problem: LocatedProblem): DiffProblem => ({ ...problem, side });
const byPosition = (a: LocatedProblem, b: LocatedProblem) => a.span.start - b.span.start || a.span.end - b.span.end || a.rule.localeCompare(b.rule);

/**
 * Compares two versions of a manifest (texts, or parsed values) and reports the changes the service
 * cannot undo or that break installed workflows: removed or renamed functions, removed or newly required
 * inputs, removed outputs, changed parameter types, removed datastores, attributes and workflows, a changed
 * primary key, a removed background color, the switch to `agent_view`, removed scopes and events.
 * Removals point into the old document, every other change into the new one. A text that does not parse
 * is reported with its syntax problems, and nothing is compared. Never throws.
 */
export function diffManifests(oldManifest: unknown, newManifest: unknown, options: DiffOptions = {}): DiffResult {
  let read: ReturnType<typeof readDiffOptions>;
  try {
    read = readDiffOptions(options);
  } catch {
    const document = refused(argumentProblem('options', 'an options object whose properties can be read', options));
    return { old: { document, problems: document.problems.map(sided('old')) }, new: { document, problems: [] }, compared: false };
  }
  const result = compareSides(oldManifest, newManifest, read);
  // The user's overrides, applied once to both sides' problems, whichever way the comparison ended.
  const severe = (side: DiffDocument): DiffDocument => ({ ...side, problems: applySeverities(side.problems, read.rules) });
  return { ...result, old: severe(result.old), new: severe(result.new) };
}

function compareSides(oldManifest: unknown, newManifest: unknown, read: ReturnType<typeof readDiffOptions>): DiffResult {
  const { limits } = read;
  let before: SourceDocument | undefined;
  let after: SourceDocument | undefined;
  try {
    before = readSide(oldManifest, 'old', read.old, limits);
    after = readSide(newManifest, 'new', read.new, limits);
    if (unparsed(before) || unparsed(after)) {
      const only = (document: SourceDocument, side: DiffSide): DiffDocument => ({
        document,
        problems: unparsed(document) ? document.problems.map(sided(side)) : [],
      });
      return { old: only(before, 'old'), new: only(after, 'new'), compared: false };
    }
    // A side that is not a manifest would read as every field removed or added: one problem instead.
    const strangers = { old: notAManifest(before.value, read.old.fileName), new: notAManifest(after.value, read.new.fileName) };
    if (strangers.old !== undefined || strangers.new !== undefined) {
      const only = (document: SourceDocument, side: DiffSide): DiffDocument => {
        const why = strangers[side];
        if (why === undefined) return { document, problems: [] };
        const problem = notAManifestSide.problem({
          pointer: '',
          target: 'key',
          message: `This file is not an app manifest (${why}); a diff compares two app manifests.`,
          data: { reason: why },
        });
        return { document, problems: [sided(side)(document.place(problem))] };
      };
      return { old: only(before, 'old'), new: only(after, 'new'), compared: false };
    }
    const found = compareManifests(before.value, after.value);
    const place = (document: SourceDocument, side: DiffSide): DiffProblem[] => {
      const problems = found.filter((entry) => entry.side === side).map((entry) => entry.problem);
      return problems
        .map((problem) => document.place(problem))
        .sort(byPosition)
        .map(sided(side));
    };
    return { old: { document: before, problems: place(before, 'old') }, new: { document: after, problems: place(after, 'new') }, compared: true };
  } catch (error) {
    const document = refused(internalProblem(error));
    return {
      old: { document: before ?? document, problems: document.problems.map(sided('old')) },
      new: { document: after ?? document, problems: [] },
      compared: false,
    };
  }
}
