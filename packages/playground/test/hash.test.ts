import { describe, expect, it } from 'vitest';
import { hashFor, payloadFromHash } from '../src/hash.js';

describe('the payload in the address', () => {
  it('round-trips any text, including characters a URL reserves', () => {
    for (const text of ['{"blocks": []}', 'blocks:\n  - type: divider\n', '#%&?=+ 🚀 "<>"']) expect(payloadFromHash(hashFor(text))).toBe(text);
  });

  it('reads a fragment with or without its #, and nothing from an empty or broken one', () => {
    expect(payloadFromHash('%7B%7D')).toBe('{}');
    expect(payloadFromHash('#')).toBeUndefined();
    expect(payloadFromHash('')).toBeUndefined();
    expect(payloadFromHash('#%E0%A4%A')).toBeUndefined();
    expect(hashFor('')).toBe('');
  });
});
