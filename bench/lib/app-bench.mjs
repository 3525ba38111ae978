// An app as a whole process: `manifesto check .` on a Bolt-shaped app of 200 code files we generate (a
// manifest, an entry point and listener modules with Block Kit literals, Web API calls and ids shared
// through an ids module), against the same command on the manifest alone plus Node starting and exiting
// (`node -e 0`). The goal (issue 27): the app within 1.5× of that sum. Runs alternate.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './deps.mjs';
import { startEnvironments } from './node-start.mjs';
import { median } from './timing.mjs';

const BIN = path.join(ROOT, 'packages/cli/bin/manifesto.js');
const FILES = 200;

/**
 * Writes the app into a folder of the system's temporary folder (regenerated each run: it is ours, never a
 * sample's), outside the repository, whose .gitignore would hide it from the directory walk.
 */
export function writeBoltApp(dir, files = FILES) {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(path.join(dir, 'listeners'), { recursive: true });
  const modules = files - 3;
  const commands = Array.from({ length: 20 }, (_, i) => ({ command: `/task-${i}`, description: `Task ${i}`, should_escape: false }));
  const manifest = {
    display_information: { name: 'Bench app' },
    features: { bot_user: { display_name: 'bench', always_online: false }, slash_commands: commands },
    oauth_config: { scopes: { bot: ['app_mentions:read', 'commands', 'chat:write', 'users:read'] } },
    settings: {
      event_subscriptions: { bot_events: ['app_home_opened', 'app_mention'] },
      interactivity: { is_enabled: true },
      org_deploy_enabled: false,
      socket_mode_enabled: true,
      token_rotation_enabled: false,
    },
  };
  fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
  const ids = Array.from({ length: modules }, (_, i) => `export const APPROVE_${i} = 'approve_${i}';\nexport const VIEW_${i} = 'view_${i}';`).join('\n');
  fs.writeFileSync(path.join(dir, 'listeners/ids.js'), ids + '\n');
  const imports = Array.from({ length: modules }, (_, i) => `import { register${i} } from './listeners/module-${i}.js';`).join('\n');
  const calls = Array.from({ length: modules }, (_, i) => `register${i}(app);`).join('\n');
  fs.writeFileSync(
    path.join(dir, 'app.js'),
    `import bolt from '@slack/bolt';\n${imports}\n\nconst app = new bolt.App({ token: process.env.SLACK_BOT_TOKEN, socketMode: true, appToken: process.env.SLACK_APP_TOKEN });\n${calls}\napp.event('app_home_opened', async () => {});\napp.event('app_mention', async ({ say }) => { await say('Hi'); });\nawait app.start();\n`,
  );
  for (let i = 0; i < modules; i++) {
    const command =
      i < commands.length
        ? `  app.command('/task-${i}', async ({ ack, say }) => {\n    await ack();\n    await say({ blocks: blocks${i}(), text: 'Task' });\n  });\n`
        : '';
    fs.writeFileSync(
      path.join(dir, `listeners/module-${i}.js`),
      `import { APPROVE_${i}, VIEW_${i} } from './ids.js';

function blocks${i}() {
  return [
    { type: 'header', text: { type: 'plain_text', text: 'Task ${i}' } },
    { type: 'section', text: { type: 'mrkdwn', text: '*Approve* this task?' } },
    { type: 'actions', elements: [{ type: 'button', text: { type: 'plain_text', text: 'Approve' }, action_id: APPROVE_${i}, style: 'primary' }] },
  ];
}

export function register${i}(app) {
${command}  app.action(APPROVE_${i}, async ({ ack, body, client }) => {
    await ack();
    const user = await client.users.info({ user: body.user.id });
    await client.views.open({
      trigger_id: body.trigger_id,
      view: { type: 'modal', callback_id: VIEW_${i}, title: { type: 'plain_text', text: 'Approve' }, submit: { type: 'plain_text', text: 'Send' }, blocks: blocks${i}() },
    });
    return user;
  });
  app.view(VIEW_${i}, async ({ ack }) => {
    await ack();
  });
}
`,
    );
  }
  return dir;
}

function wallMs(args, cwd, env) {
  const start = process.hrtime.bigint();
  spawnSync(process.execPath, args, { stdio: 'ignore', cwd, env });
  return Number(process.hrtime.bigint() - start) / 1e6;
}

/**
 * The app's rows, once for each way Node starts here (`node-start.mjs`): the goal is read on a clean start,
 * where a process start costs what it costs on most machines; a start that loads more (a certificate
 * bundle) makes the two-process baseline larger and the ratio look better than it is.
 */
export function appBench({ runs = 7 } = {}) {
  const dir = writeBoltApp(fs.mkdtempSync(path.join(os.tmpdir(), 'manifesto-bench-app-')));
  try {
    return startEnvironments().flatMap((start) => appRows(dir, runs, start));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function appRows(dir, runs, start) {
  const app = () => wallMs([BIN, 'check', '.'], dir, start.env);
  const manifest = () => wallMs([BIN, 'check', 'manifest.json'], dir, start.env);
  const node = () => wallMs(['-e', '0'], dir, start.env);
  app();
  manifest();
  node();
  const a = [];
  const m = [];
  const n = [];
  const ratios = [];
  for (let i = 0; i < runs; i++) {
    const x = app();
    const y = manifest();
    const z = node();
    a.push(x);
    m.push(y);
    n.push(z);
    ratios.push(x / (y + z));
  }
  const ratio = median(ratios);
  return [
    {
      case: `manifesto check ., a Bolt app of ${FILES} code files; Node: ${start.label}`,
      baseline: 'check manifest.json + node -e 0',
      oursMs: median(a),
      baselineMs: median(m) + median(n),
      ratio,
      goal: start.clean ? '≤1.5×' : '≤1.5× (read on a clean start)',
      met: start.clean ? ratio <= 1.5 : undefined,
    },
    {
      case: `manifesto check manifest.json (the same app); Node: ${start.label}`,
      baseline: 'node -e 0',
      oursMs: median(m),
      baselineMs: median(n),
      ratio: median(m) / median(n),
      goal: '–',
      met: undefined,
    },
  ];
}
