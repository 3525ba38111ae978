import type { CheckMemo } from '../schema/fast/check-memo.js';
import type { Finding, Rule } from '../rules/define.js';
import type { ManifestRule, ManifestRuleContext, ManifestVersion } from './rules/rule.js';

/** One rule family's last run: what it read of the manifest's top level, and what it reported. */
interface RuleRun {
  version: ManifestVersion;
  /** Each top-level key it asked for, with whether the key was there and its value. */
  reads: Map<string, { present: boolean; value: unknown }>;
  /** It listed the top-level keys: the next run must have the same ones. */
  keys: string | undefined;
  reports: { rule: Rule; finding: Finding }[];
  suppressed: string[];
}

/**
 * The cross-field rules in an editor session (see check-memo.ts). Each family's reports and suppressions
 * are kept with the top-level groups it read, recorded through a view of the manifest's root; while each
 * of those groups is the same object (an untouched YAML section) and the version is the same, the family
 * is not run again. A family is a function of the manifest and the version alone, and the session's
 * values are never changed, so its reports would be the same. A report's finding is reused as the same
 * object: nothing after the check changes it.
 */
export function runRulesRemembering(rules: readonly ManifestRule[], context: ManifestRuleContext, memo: CheckMemo): void {
  const { manifest, version } = context;
  for (const rule of rules) {
    const last = memo.last<RuleRun>(rule);
    if (last && stillHolds(last, manifest, version)) {
      for (const { rule: reported, finding } of last.reports) context.report(reported, finding);
      for (const pointer of last.suppressed) context.suppress(pointer);
      continue;
    }
    const run: RuleRun = { version, reads: new Map(), keys: undefined, reports: [], suppressed: [] };
    const record = (key: string | symbol) => {
      if (typeof key === 'string' && !run.reads.has(key)) run.reads.set(key, { present: key in manifest, value: manifest[key] });
    };
    const view = new Proxy(manifest, {
      get: (target, key, receiver) => (record(key), Reflect.get(target, key, receiver)),
      has: (target, key) => (record(key), Reflect.has(target, key)),
      getOwnPropertyDescriptor: (target, key) => (record(key), Reflect.getOwnPropertyDescriptor(target, key)),
      ownKeys: (target) => ((run.keys = keyList(target)), Reflect.ownKeys(target)),
    });
    rule.check({
      manifest: view,
      version,
      report: (reported, finding) => {
        context.report(reported, finding);
        run.reports.push({ rule: reported as Rule, finding: finding as Finding });
      },
      suppress: (pointer) => {
        context.suppress(pointer);
        run.suppressed.push(pointer);
      },
    });
    memo.keepLast(rule, run);
  }
}

function stillHolds(run: RuleRun, manifest: Record<string, unknown>, version: ManifestVersion): boolean {
  if (run.version !== version) return false;
  if (run.keys !== undefined && run.keys !== keyList(manifest)) return false;
  for (const [key, read] of run.reads) {
    if (key in manifest !== read.present || !Object.is(manifest[key], read.value)) return false;
  }
  return true;
}

function keyList(value: object): string {
  return JSON.stringify(Reflect.ownKeys(value).map(String));
}
