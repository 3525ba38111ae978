// Runs every planted mistake through both tools and asks: did each mark the planted pointer?
import { core } from './core.mjs';
import { bases, MUTATIONS } from './mutations.mjs';
import { verdicts } from './verdicts.mjs';

function pointerMatches(found, expected, within) {
  return found === expected || (within && found.startsWith(`${expected}/`));
}

/** Whether each tool marks the same pointer on a correct use of the construct (a false alarm). */
function controlFlags(base, mutation, official, hit) {
  const copy = structuredClone(base[mutation.base]);
  mutation.control(copy);
  const text = JSON.stringify(copy, null, 2);
  return {
    manifesto: core.validateManifestText(text, { format: 'json' }).problems.some((p) => hit(p.pointer)),
    ajv: verdicts(text, 'json', official).official.findings.some((f) => hit(f.pointer)),
  };
}

export function catchRates(official) {
  const base = bases();
  const rows = MUTATIONS.map((mutation) => {
    if (mutation.skip) return { rule: mutation.rule, skip: mutation.skip };
    const copy = structuredClone(base[mutation.base]);
    let text;
    if (mutation.text) text = mutation.text(JSON.stringify(copy, null, 2));
    else {
      const value = mutation.replace ? mutation.replace(copy) : (mutation.mutate(copy), copy);
      text = JSON.stringify(value, null, 2);
    }
    // Every problem counts for ours here (warning rules plant warnings), not only errors.
    const ours = core.validateManifestText(text, { format: 'json' }).problems;
    const theirs = verdicts(text, 'json', official).official;
    const hit = (pointer) => pointerMatches(pointer, mutation.pointer, mutation.within);
    const control = mutation.control && controlFlags(base, mutation, official, hit);
    return {
      rule: mutation.rule,
      base: mutation.base,
      what: mutation.what,
      pointer: mutation.pointer,
      manifesto: ours.some((p) => p.rule === mutation.rule && hit(p.pointer)),
      manifestoFound: ours.map((p) => `${p.rule} ${p.pointer}`),
      ajv: theirs.findings.some((f) => hit(f.pointer)) && !control?.ajv,
      ajvFlagsCorrectUse: control?.ajv,
      manifestoFlagsCorrectUse: control?.manifesto,
      ajvErrors: theirs.errors,
      ajvFound: [...new Set(theirs.findings.map((f) => `${f.keyword} ${f.pointer}`))],
    };
  });
  const planted = rows.filter((r) => !r.skip);
  return {
    planted: planted.length,
    skipped: rows.length - planted.length,
    manifesto: planted.filter((r) => r.manifesto).length,
    ajv: planted.filter((r) => r.ajv).length,
    rows,
  };
}
