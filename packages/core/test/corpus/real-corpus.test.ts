import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateManifestText } from 'manifesto-core';
import { REAL_CORPUS } from '../corpus-path.js';

/**
 * Every real manifest of corpus/real/ and what it gets, recorded in real-corpus.expected.json as
 * file → sorted "rule pointer" strings for errors and warnings. Regenerate with UPDATE_CORPUS=1 after
 * reviewing the diff: an error on a manifest judged correct is a bug to fix, not a line to accept.
 *
 * Template placeholders (our decision): a placeholder is judged as the text it is. Where it leaves a
 * value that cannot work as written (`BACKEND_BASE_URL/slack/events` or `host:port/...` is no https
 * URL, `https://<commit sha>--…` contains a space, a `request_url:` left empty by a `#REPLACE` comment
 * is null, `[baseUrl]/…` is not even valid YAML) the error stands, because the platform would reject
 * the file exactly so. A placeholder that fits the field's shape (`https://your-app.example.com/...`)
 * passes. Cross-field rules treat a present but malformed `request_url` as present and leave it to
 * the schema, so one unfilled placeholder is one problem.
 */
const CORPUS = REAL_CORPUS + '/';
const EXPECTED = join(import.meta.dirname, 'real-corpus.expected.json');

/** Why each file with errors deserves them, reviewed by hand. Every other file was judged correct. */
const JUDGED_WITH_ERRORS: Record<string, string> = {
  'CopilotKit__OpenTag__slack-app-manifest.yaml': 'two slash commands have `usage_hint: ""`; the official schema also requires at least 1 character.',
  'Germandrummer92__SchedSlackBot__app_manifest.yml': 'template: both request_url values are null (`#REPLACE WITH YOUR REQUEST URL` comments).',
  'Lycheejam__slack-cloudflare-workers-emoji-channel-notifier__slack_manifest.yml': 'display_information.name is longer than its 35-character limit.',
  'RikudouSage__SlackChatGPT__slack-app-manifest.yaml': '`url: [baseUrl]/[language]/…` placeholders are a flow sequence followed by text: invalid YAML.',
  'chrisdodds__fishstick__slack-app-manifest.yml': 'bot events and enabled interactivity, but no request_url and socket mode off.',
  'datarobot-oss__slack-bot-app__slack_manifest.json': 'description is longer than 140 characters.',
  'denwilliams__slack-retro__slack-manifest.yaml':
    '`interactivity.message_menu_options` is not a manifest field (message shortcuts belong in features.shortcuts).',
  'gr2m__github-app-slack-demo__dev__slack-manifest.yml':
    'template: `<commit sha>`/`<your github login>` placeholders break the URLs and the 35-character name; interactivity is enabled with no URL and socket mode off.',
  'incidentalhq__incidental__slack-manifest.yml': 'template: `BACKEND_BASE_URL/...` placeholders are not https URLs.',
  'konecnyna__slackcat-kt__slack-manifest.yml': 'description is longer than 140 characters.',
  'kortix-ai__opencode-channels__slack-manifest.yml': '`app_home.assistant_view_enabled` is not an app_home field in the seed spec.',
  'slack-samples__bolt-java-custom-step-template__manifest.json': 'function callback id `sample-step` is not snake_case (the seed: snake_case).',
  'slack-samples__bolt-python-request-time-off__manifest.json': 'functions without settings.function_runtime (the seed: required when functions are used).',
  'slackapi__deno-slack-hooks__src__tests__fixtures__apps__function-no-default-export__manifest.json':
    'an SDK test fixture, not a complete manifest: no display_information, no settings, an SDK-only `source_file`, v2 parameters without _metadata.',
  'slackapi__deno-slack-hooks__src__tests__fixtures__manifests__invalid-manifest-json__manifest.json':
    'deliberately invalid JSON (a fixture for a parse error).',
  'slackapi__manifest-schema__tests__manifests__v1__manifest.invalid.json': 'the official invalid fixture: unknown key settings.bad_param.',
  'slackapi__manifest-schema__tests__manifests__v2__manifest.invalid.json':
    'the official invalid fixture (flat workflow input_parameters in v2), and no function_runtime.',
  'slackapi__manifest-schema__tests__manifests__v2__manifest.valid.json':
    'official "valid" fixture, but functions without settings.function_runtime, which the seed requires (see test/rules/official.test.ts).',
  'vipul-sharma20__slate__app_manifest.yml': 'template: `host:port/...` placeholders are not https URLs.',
};

interface Verdict {
  errors: string[];
  warnings: string[];
}

function run(): Record<string, Verdict> {
  const verdicts: Record<string, Verdict> = {};
  for (const file of readdirSync(CORPUS).sort()) {
    if (file.endsWith('.tsv')) continue;
    const { problems } = validateManifestText(readFileSync(CORPUS + file, 'utf8'), { fileName: file });
    const pick = (severity: string) =>
      problems
        .filter((p) => p.severity === severity)
        .map((p) => `${p.rule} ${p.pointer}`)
        .sort();
    verdicts[file] = { errors: pick('error'), warnings: pick('warning') };
  }
  return verdicts;
}

describe('real corpus', () => {
  const actual = run();

  it('matches the reviewed expectations', () => {
    if (process.env['UPDATE_CORPUS']) writeFileSync(EXPECTED, JSON.stringify(actual, null, 2) + '\n');
    expect(actual).toEqual(JSON.parse(readFileSync(EXPECTED, 'utf8')));
  });

  it('has errors exactly on the files judged to deserve them', () => {
    const withErrors = Object.keys(actual).filter((file) => actual[file]!.errors.length > 0);
    expect(withErrors.sort()).toEqual(Object.keys(JUDGED_WITH_ERRORS).sort());
  });

  it('covers the whole corpus', () => {
    expect(Object.keys(actual).length).toBeGreaterThanOrEqual(120);
  });
});
