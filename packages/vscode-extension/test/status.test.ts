import { describe, expect, it } from 'vitest';
import { parseProblemCount, ProblemCounts, statusView } from '../src/status.js';

describe('parseProblemCount', () => {
  it('accepts the agreed shape', () => {
    expect(parseProblemCount({ uri: 'file:///a/manifest.yaml', errors: 2, warnings: 0 })).toEqual({ uri: 'file:///a/manifest.yaml', errors: 2, warnings: 0 });
    expect(parseProblemCount({ uri: 'file:///a/x.json', errors: 0, warnings: 0, checked: false })).toEqual({
      uri: 'file:///a/x.json',
      errors: 0,
      warnings: 0,
      checked: false,
    });
  });

  it('rejects anything else', () => {
    for (const params of [
      undefined,
      null,
      'x',
      { uri: 1, errors: 0, warnings: 0 },
      { uri: 'u', errors: -1, warnings: 0 },
      { uri: 'u', errors: 1.5, warnings: 0 },
      { uri: 'u', errors: 0 },
      { uri: 'u', errors: 0, warnings: 0, checked: 'no' },
    ]) {
      expect(parseProblemCount(params)).toBeUndefined();
    }
  });
});

describe('ProblemCounts', () => {
  it('keeps the latest count per document and forgets closed ones', () => {
    const counts = new ProblemCounts();
    counts.update({ uri: 'a', errors: 3, warnings: 1 });
    counts.update({ uri: 'b', errors: 0, warnings: 2 });
    counts.update({ uri: 'a', errors: 1, warnings: 0 });
    expect(counts.get('a')).toEqual({ uri: 'a', errors: 1, warnings: 0 });
    counts.forget('a');
    expect(counts.get('a')).toBeUndefined();
    expect(counts.get('b')?.warnings).toBe(2);
    expect(counts.get(undefined)).toBeUndefined();
    counts.clear();
    expect(counts.get('b')).toBeUndefined();
  });
});

describe('statusView', () => {
  it('is hidden for documents the server did not check', () => {
    expect(statusView(undefined, 'notes.yaml')).toBeUndefined();
    // The selector hands every JSON and YAML document to the server; those that are none of the kinds come back unchecked.
    expect(statusView({ uri: 'u', errors: 0, warnings: 0, checked: false }, 'package.json')).toBeUndefined();
  });

  it('shows the error and warning counts with their icons', () => {
    const view = statusView({ uri: 'u', errors: 2, warnings: 1 }, 'manifest.yaml');
    expect(view?.text).toBe('$(error) 2 $(warning) 1');
    expect(view?.tooltip).toContain('manifest.yaml');
  });

  it('shows a check mark for a clean document', () => {
    expect(statusView({ uri: 'u', errors: 0, warnings: 0 }, 'manifest.yaml')?.text).toBe('$(check) Manifesto');
  });
});
