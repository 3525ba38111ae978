import { describe, test } from 'vitest';
import { baseV1, baseV2 } from './base.js';
import { expectNone } from './plant.js';

describe('the base manifests that the schema cases change', () => {
  test('version 1 with every group has no problem in YAML and JSON', () => expectNone(baseV1()));
  test('version 2 with every group has no problem in YAML and JSON', () => expectNone(baseV2()));
});
