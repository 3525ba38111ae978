// Judgments for files where our verdict and the official schema's differ. Each category names the
// side that is right and the seed rule that says so; a disagreement no category explains is left
// "unjudged" so that a new corpus file is never judged by accident.

const only = (verdict, rules) => verdict.ours.findings.length > 0 && verdict.ours.findings.every((f) => rules.includes(f.rule));

/** Fields the seed spec (001 §2.2, §8) documents but the official schema closes out. */
export const DOCUMENTED_FIELDS = ['metadata_events', 'rich_previews', 'search', 'actions', 'time_to_live_attribute', 'output_parameters'];

export const CATEGORIES = [
  {
    id: 'unparseable',
    right: 'manifesto',
    why: 'The text is not valid YAML or JSON. ajv needs a parsed value, so a build script stops at the parser with no schema verdict; we report `syntax` at its line.',
    match: (v) => v.official.rejects === null,
  },
  {
    id: 'endpoint-missing',
    right: 'manifesto',
    why: 'Seed (DESIGN cross-field rules): event subscriptions need `request_url` or `socket_mode_enabled: true`, and enabled interactivity needs `request_url` or socket mode. No JSON schema expresses it.',
    match: (v) => !v.official.rejects && only(v, ['events-without-endpoint', 'interactivity-without-endpoint']),
  },
  {
    id: 'functions-runtime',
    right: 'manifesto',
    why: 'Seed 001 §2.2: `function_runtime` is "required when functions are used", and `org_deploy_enabled` is "required for functions" (missing is an error, `false` a warning). The official schema has no conditional requirement (its own v2 "valid" fixture omits the runtime).',
    match: (v) => !v.official.rejects && only(v, ['function-runtime-missing', 'functions-need-org-deploy', 'functions-org-deploy-false']),
  },
  {
    id: 'function-callback-id',
    right: 'manifesto',
    why: 'Seed 001 §2.2: function callback ids are snake_case, at most 100 characters; the official schema accepts any key (patternProperties ".*"). Caveat: this file is a platform sample with a hyphen, so the service may be laxer than the seed.',
    match: (v) => !v.official.rejects && only(v, ['function-callback-id']),
  },
  {
    id: 'documented-field-rejected',
    right: 'manifesto',
    why: `The official schema rejects fields the seed documents (${DOCUMENTED_FIELDS.join(', ')}) with additionalProperties: false; the rest of its errors are the other oneOf branches failing.`,
    match: (v) =>
      !v.ours.rejects && v.official.findings.some((f) => f.keyword === 'additionalProperties' && DOCUMENTED_FIELDS.includes(f.params.additionalProperty)),
  },
];

export function categorise(verdict) {
  return (
    CATEGORIES.find((category) => category.match(verdict)) ?? {
      id: 'unclassified',
      right: 'unjudged',
      why: 'No category explains this disagreement yet; read both findings.',
    }
  );
}
