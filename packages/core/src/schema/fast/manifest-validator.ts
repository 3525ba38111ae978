import type { Problem } from '../../problem.js';
import type { ManifestVersion } from '../../manifest/rules/rule.js';
import type { ManifestValidator } from '../../manifest/validator.js';
import type { SchemaError } from '../compiled.js';
import type { CheckMemo } from './check-memo.js';
import { GroupedCheck } from './grouped-check.js';
import type { SchemaGroups } from './schema-groups.js';
import { ValidityCheck } from './validity-schema.js';

/** What the fast validator needs to know of manifests: each version's groups and the shared converter. */
export interface ManifestSchemaSource {
  groups(version: ManifestVersion): SchemaGroups;
  convert(errors: readonly SchemaError[], value: Record<string, unknown>, version: ManifestVersion): Problem[];
  maxErrors: number;
}

/**
 * The manifest's schema problems by the fast paths, with the reference validator's answers: valid or
 * not by the validity copy (`ValidityCheck`), or, in an editor session, by each group's remembered answer
 * (`GroupedCheck.checkRemembering`); errors only for the groups that fail, by the pruned walk.
 */
export class FastManifestValidator implements ManifestValidator {
  private readonly versions = new Map<ManifestVersion, { check: GroupedCheck; valid: ValidityCheck }>();

  constructor(private readonly source: ManifestSchemaSource) {}

  problems(value: Record<string, unknown>, version: ManifestVersion, memo?: CheckMemo): Problem[] {
    const { check, valid } = this.checksFor(version);
    if (memo ? check.checkRemembering(value, memo) : valid.check(value)) return [];
    return this.source.convert(check.errors(value, memo), value, version);
  }

  /** A version's checks, built for its first manifest: each builds a group's schema only when a manifest has the group. */
  private checksFor(version: ManifestVersion): { check: GroupedCheck; valid: ValidityCheck } {
    let entry = this.versions.get(version);
    if (!entry) {
      const groups = this.source.groups(version);
      entry = { check: new GroupedCheck(groups, this.source.maxErrors), valid: new ValidityCheck(groups) };
      this.versions.set(version, entry);
    }
    return entry;
  }
}
