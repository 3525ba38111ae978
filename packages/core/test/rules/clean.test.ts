import { describe, it } from 'vitest';
import { expectClean } from './twins.js';
import { BOT_V1, WORKFLOW_V2 } from './fixtures.js';

// The base fixtures every rule test plants one mistake into: they must be clean on their own,
// or every "invalid" case below would prove nothing.
describe('correct manifests get no problem at all', () => {
  it('version 1 bot', () => expectClean(BOT_V1));
  it('version 2 workflow app', () => expectClean(WORKFLOW_V2));
});
