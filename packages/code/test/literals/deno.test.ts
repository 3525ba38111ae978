import { describe, expect, it } from 'vitest';
import { checkCodeFiles } from '../../src/index.js';
import { lines, type TestFile } from './read.js';

const file = (fileName: string, text: string): TestFile => ({ fileName, text });

/** A Deno app's function, in the SDK's style: URL and import-map imports, npm: and jsr: packages, `inputs`. */
const FUNCTION = file(
  '/app/functions/notify/handler.ts',
  `import { DefineFunction, Schema, SlackFunction } from "deno-slack-sdk/mod.ts";
import { SlackAPI } from "https://deno.land/x/deno_slack_api@2.8.0/mod.ts";
import { Message, Blocks } from "npm:slack-block-builder@2";
import { assert } from "jsr:@std/assert@1";
import { footer } from "https://example.com/shared/blocks.ts";
import { header } from "@shared/blocks.ts";
import settings from "./settings.json" with { type: "json" };
import { noticeBlocks } from "./blocks.ts";

export const NotifyDef = DefineFunction({
  callback_id: "notify",
  title: "Notify a channel",
  source_file: "functions/notify/handler.ts",
  input_parameters: { properties: { channel: { type: Schema.slack.types.channel_id }, note: { type: Schema.types.string } }, required: ["channel"] },
});

export default SlackFunction(NotifyDef, async ({ inputs, client, token }) => {
  assert(inputs.channel);
  using _timer = { [Symbol.dispose]() {} };
  const built = Message().blocks(Blocks.Section({ text: inputs.note })).buildToObject();
  await client.chat.postMessage({ channel: inputs.channel, ...built });
  await client.chat.postMessage({ channel: inputs.channel, blocks: [header, ...noticeBlocks(inputs.note), footer] });
  await client.chat.postMessage({ channel: inputs.channel, blocks: settings.blocks });
  await SlackAPI(token).chat.postMessage({ channel: inputs.channel, blocks: [{ type: "header", text: { type: "plain_text", text: inputs.note } }] });
  await client.views.open({
    interactivity_pointer: inputs.interactivity?.interactivity_pointer,
    view: { type: "modal", callback_id: "note", title: { type: "plain_text", text: \`Note \${inputs.channel}\` }, blocks: inputs.blocks },
  });
  await client.chat.postMessage({ channel: inputs.channel, blocks: [{ type: "dividr" }] });
  return { outputs: {} };
});
`,
);

const BLOCKS = file(
  '/app/functions/notify/blocks.ts',
  `export const noticeBlocks = (note: string) => [
  { type: "section", text: { type: "mrkdwn", text: note } },
];
`,
);

describe('a Deno app', () => {
  it('reads every file, whatever its imports name (URLs, import-map names, npm: and jsr: packages, JSON modules)', async () => {
    const results = await checkCodeFiles([FUNCTION, BLOCKS], { root: '/app' });
    expect(results.map((result) => result.facts.unreadable)).toEqual([undefined, undefined]);
  });

  it("checks its literals, and says nothing of what flows from inputs, parameters, other packages' builders and URL imports", async () => {
    const results = await checkCodeFiles([FUNCTION, BLOCKS], { root: '/app' });
    expect(results.map((result) => lines(result.problems))).toEqual([['29 unknown-type'], []]);
  });
});
