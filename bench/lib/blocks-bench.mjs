// Blocks: a home view of about 250 kb with charts, from text, against JSON.parse alone.
import { core } from './core.mjs';
import { homeViewText } from './home-view.mjs';
import { measure } from './timing.mjs';

/** A message as apps send them: a header, text with a button, fields, an image, context and actions. */
function typicalBlocks(n) {
  const plain = (text) => ({ type: 'plain_text', text });
  const md = (text) => ({ type: 'mrkdwn', text });
  const cycle = [
    (i) => ({ type: 'header', text: plain(`Deploy ${i} finished`) }),
    (i) => ({
      type: 'section',
      text: md(`*Service* api-${i} is live.`),
      accessory: { type: 'button', text: plain('Open'), action_id: `open-${i}`, url: 'https://example.com' },
    }),
    () => ({ type: 'section', fields: [md('*Region*\neu-west-1'), md('*Duration*\n4 min')] }),
    () => ({ type: 'divider' }),
    () => ({ type: 'context', elements: [{ type: 'image', image_url: 'https://example.com/a.png', alt_text: 'avatar' }, md('by *ci-bot*')] }),
    (i) => ({
      type: 'actions',
      elements: [
        { type: 'button', text: plain('Roll back'), style: 'danger', action_id: `rollback-${i}`, value: 'rollback' },
        {
          type: 'static_select',
          placeholder: plain('Notify'),
          action_id: `notify-${i}`,
          options: [
            { text: plain('Team'), value: 'team' },
            { text: plain('Channel'), value: 'channel' },
          ],
        },
      ],
    }),
  ];
  return Array.from({ length: n }, (_, i) => cycle[i % cycle.length](i));
}

export function blocksBench(options) {
  if (typeof core.validateBlocksText !== 'function') return [{ case: 'home view', error: 'validateBlocksText is not exported by manifesto-core yet' }];
  const pretty = homeViewText();
  // views.publish limits the minified JSON; a file in a repository is usually indented.
  const texts = {
    'home view, 20 charts + 80 sections, minified': JSON.stringify(JSON.parse(pretty)),
    'home view, 20 charts + 80 sections, indented': pretty,
    'typical message, 6 blocks': JSON.stringify({ text: 'Deploy finished', blocks: typicalBlocks(6) }, null, 2),
    'message at the 50-block limit': JSON.stringify({ text: 'Deploys', blocks: typicalBlocks(50) }, null, 2),
  };
  return Object.entries(texts).map(([name, text]) => {
    const errors = core.validateBlocksText(text, { format: 'json' }).problems.filter((p) => p.severity === 'error');
    const result = measure({ text: () => core.validateBlocksText(text, { format: 'json' }), parse: () => JSON.parse(text) }, options);
    return {
      case: name,
      bytes: Buffer.byteLength(text),
      errors: errors.length,
      firstErrors: errors.slice(0, 3).map((p) => `${p.rule} ${p.pointer}`),
      textUs: result.text.medianNs / 1e3,
      parseUs: result.parse.medianNs / 1e3,
      ratio: result.text.medianNs / result.parse.medianNs,
    };
  });
}
