/**
 * Conformance with the public Block Kit checklist (slackblocks' invalid cases and limits table): every
 * case id has a payload written here, with the rule and pointer we report for it, checked as JSON and
 * YAML. The reference files are read from ../shared at run time only, when they exist.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { validateBlocks } from 'manifesto-core';
import { BLOCK_KIT_LIMITS } from '../../src/blocks/limits/index.js';
import { CHART_LIMITS } from '../../src/blocks/types/data-visualization/limits.js';
import { expectTwins } from './helpers.js';

type Needle = string | [string, number] | { json: string | [string, number]; yaml: string | [string, number] };
interface Expected {
  rule: string;
  pointer: string;
  needle: Needle;
}
interface Case {
  payload: unknown;
  expected: Expected[];
  /** Where we knowingly differ from the checklist's description: why. The test asserts our behaviour. */
  disagreement?: string;
}

const P = (text: string) => ({ type: 'plain_text', text });
const M = (text: string) => ({ type: 'mrkdwn', text });
const rep = (letter: string, n: number) => letter.repeat(n);
const key = (name: string): Needle => ({ json: `"${name}":`, yaml: `${name}:` });
const empty = (name: string): Needle => ({ json: `"${name}": ""`, yaml: `${name}: ""` });
const blockStart = (type: string): Needle => ({ json: '    {', yaml: `type: ${type}` });
const urlOf = (length: number, letter = 'u') => 'https://example.com/' + rep(letter, length - 'https://example.com/'.length);

const msg = (...blocks: unknown[]) => ({ text: 'fallback', blocks });
const modal = (...blocks: unknown[]) => ({ type: 'modal', title: P('Title'), submit: P('Send'), blocks });
const home = (...blocks: unknown[]) => ({ type: 'home', blocks });

const section = (text = 'Hello') => ({ type: 'section', text: M(text) });
const button = (id: string, extra: Record<string, unknown> = {}) => ({ type: 'button', text: P('Go'), action_id: id, value: id, ...extra });
const actions = (...elements: unknown[]) => ({ type: 'actions', elements });
const option = (value: string, extra: Record<string, unknown> = {}) => ({ text: P(`Option ${value}`), value, ...extra });
const options = (n: number) => Array.from({ length: n }, (_, i) => option(`v${i}`));
const staticSelect = (extra: Record<string, unknown>) => ({ type: 'static_select', action_id: 'pick', placeholder: P('Pick one'), ...extra });
const confirm = (extra: Record<string, unknown>) => ({ title: P('Sure?'), text: P('This cannot be undone.'), confirm: P('Yes'), deny: P('No'), ...extra });
const input = (element: unknown, extra: Record<string, unknown> = {}) => ({ type: 'input', label: P('Label'), element, ...extra });
const video = (extra: Record<string, unknown>) => ({
  type: 'video',
  alt_text: 'A demo',
  title: P('Demo'),
  thumbnail_url: 'https://example.com/thumb.png',
  video_url: 'https://example.com/embed/demo',
  ...extra,
});
const raw = (text: string) => ({ type: 'raw_text', text });
const table = (rows: unknown[][], extra: Record<string, unknown> = {}) => ({ type: 'table', rows, ...extra });
const dataTable = (rows: unknown[][], extra: Record<string, unknown> = {}) => ({ type: 'data_table', caption: 'Numbers', rows, ...extra });
const card = (extra: Record<string, unknown>) => ({ type: 'card', title: P('Card'), ...extra });
const container = (extra: Record<string, unknown>) => ({ type: 'container', title: P('Box'), child_blocks: [section()], ...extra });
const feedback = (positive: Record<string, unknown>, negative: Record<string, unknown> = {}) => ({
  type: 'feedback_buttons',
  action_id: 'feedback',
  positive_button: { text: P('Good'), value: 'good', ...positive },
  negative_button: { text: P('Bad'), value: 'bad', ...negative },
});
const iconButton = (id: string, extra: Record<string, unknown> = {}) => ({ type: 'icon_button', icon: 'trash', text: P('Remove'), action_id: id, ...extra });
const taskCard = (source: Record<string, unknown>) => ({
  type: 'task_card',
  task_id: 'task-1',
  title: 'Read the docs',
  sources: [{ type: 'url', url: 'https://example.com/docs', text: 'Docs', ...source }],
});
const pie = (segments: unknown[], title = 'Share') => ({ type: 'data_visualization', title, chart: { type: 'pie', segments } });
const bar = (series: unknown[], axis: Record<string, unknown>) => ({
  type: 'data_visualization',
  title: 'Sales',
  chart: { type: 'bar', series, axis_config: axis },
});
const seg = (label: string, value = 1) => ({ label, value });
const ser = (name: string, labels: string[]) => ({ name, data: labels.map((label, i) => ({ label, value: i + 1 })) });
const labels = (n: number) => Array.from({ length: n }, (_, i) => `C${i + 1}`);

/** The line where row `n` (from 1) of a block's `rows` starts. */
const row = (n: number): Needle => ({ json: ['        [', n], yaml: ['- - type: raw_text', n] });

const one = (rule: string, pointer: string, needle: Needle): Expected[] => [{ rule, pointer, needle }];

/** Every case id of the checklist, with our payload and what we report. */
const CASES: Record<string, Case> = {
  'text-empty': { payload: msg({ type: 'section', text: P('') }), expected: one('min-length', '/blocks/0/text/text', empty('text')) },
  'text-too-long': {
    payload: msg({ type: 'context', elements: [M(rep('T', 3001))] }),
    expected: one('max-length', '/blocks/0/elements/0/text', 'TTTT'),
  },
  'button-action-id-too-long': {
    payload: msg(actions(button(rep('A', 256)))),
    expected: [{ rule: 'max-length', pointer: '/blocks/0/elements/0/action_id', needle: ['AAAA', 1] }],
  },
  'button-text-too-long': {
    payload: msg(actions(button('b', { text: P(rep('B', 76)) }))),
    expected: one('max-length', '/blocks/0/elements/0/text/text', 'BBBB'),
  },
  'button-url-too-long': {
    payload: msg(actions(button('b', { url: urlOf(3001) }))),
    expected: one('max-length', '/blocks/0/elements/0/url', 'uuuu'),
  },
  'button-value-too-long': {
    payload: msg(actions(button('b', { value: rep('V', 2001) }))),
    expected: one('max-length', '/blocks/0/elements/0/value', 'VVVV'),
  },
  'confirmation-title-too-long': {
    payload: msg(actions(button('b', { confirm: confirm({ title: P(rep('Q', 101)) }) }))),
    expected: one('max-length', '/blocks/0/elements/0/confirm/title/text', 'QQQQ'),
  },
  'confirmation-text-too-long': {
    payload: msg(actions(button('b', { confirm: confirm({ text: M(rep('Q', 301)) }) }))),
    expected: one('max-length', '/blocks/0/elements/0/confirm/text/text', 'QQQQ'),
  },
  'confirmation-confirm-too-long': {
    payload: msg(actions(button('b', { confirm: confirm({ confirm: P(rep('Q', 31)) }) }))),
    expected: one('max-length', '/blocks/0/elements/0/confirm/confirm/text', 'QQQQ'),
  },
  'confirmation-deny-too-long': {
    payload: msg(actions(button('b', { confirm: confirm({ deny: P(rep('Q', 31)) }) }))),
    expected: one('max-length', '/blocks/0/elements/0/confirm/deny/text', 'QQQQ'),
  },
  'option-text-too-long': {
    payload: msg(actions(staticSelect({ options: [{ text: P(rep('O', 76)), value: 'a' }] }))),
    expected: one('max-length', '/blocks/0/elements/0/options/0/text/text', 'OOOO'),
  },
  'option-value-too-long': {
    payload: msg(actions(staticSelect({ options: [{ text: P('A'), value: rep('W', 151) }] }))),
    expected: one('max-length', '/blocks/0/elements/0/options/0/value', 'WWWW'),
  },
  'option-url-too-long': {
    payload: msg(actions({ type: 'overflow', action_id: 'more', options: [option('a', { url: 'https://example.com/' + rep('😀', 2981) })] })),
    expected: one('max-length', '/blocks/0/elements/0/options/0/url', '😀😀'),
  },
  'option-description-too-long': {
    payload: msg(actions(staticSelect({ options: [option('a', { description: P(rep('D', 76)) })] }))),
    expected: one('max-length', '/blocks/0/elements/0/options/0/description/text', 'DDDD'),
  },
  'option-group-label-too-long': {
    payload: msg(actions(staticSelect({ option_groups: [{ label: P(rep('L', 76)), options: options(1) }] }))),
    expected: one('max-length', '/blocks/0/elements/0/option_groups/0/label/text', 'LLLL'),
  },
  'option-group-empty': {
    payload: msg(actions(staticSelect({ option_groups: [{ label: P('Group'), options: [] }] }))),
    expected: one('min-items', '/blocks/0/elements/0/option_groups/0/options', key('options')),
  },
  'option-group-too-many-options': {
    payload: msg(actions(staticSelect({ option_groups: [{ label: P('Group'), options: options(101) }] }))),
    expected: one('max-items', '/blocks/0/elements/0/option_groups/0/options', key('options')),
  },
  'select-placeholder-too-long': {
    payload: msg(actions(staticSelect({ placeholder: P(rep('H', 151)), options: options(1) }))),
    expected: one('max-length', '/blocks/0/elements/0/placeholder/text', 'HHHH'),
  },
  'select-too-many-options': {
    payload: msg(actions(staticSelect({ options: options(101) }))),
    expected: one('max-items', '/blocks/0/elements/0/options', key('options')),
  },
  'select-too-many-option-groups': {
    payload: msg(actions(staticSelect({ option_groups: Array.from({ length: 101 }, (_, i) => ({ label: P(`G${i}`), options: [option(`g${i}`)] })) }))),
    expected: one('max-items', '/blocks/0/elements/0/option_groups', key('option_groups')),
  },
  'overflow-empty': {
    payload: msg(actions({ type: 'overflow', action_id: 'more', options: [] })),
    expected: one('min-items', '/blocks/0/elements/0/options', key('options')),
  },
  'overflow-too-many-options': {
    payload: msg(actions({ type: 'overflow', action_id: 'more', options: options(6) })),
    expected: one('max-items', '/blocks/0/elements/0/options', key('options')),
  },
  'checkboxes-empty': {
    payload: msg(actions({ type: 'checkboxes', action_id: 'ticks', options: [] })),
    expected: one('min-items', '/blocks/0/elements/0/options', key('options')),
  },
  'checkboxes-too-many-options': {
    payload: msg(actions({ type: 'checkboxes', action_id: 'ticks', options: options(11) })),
    expected: one('max-items', '/blocks/0/elements/0/options', key('options')),
  },
  'radio-buttons-empty': {
    payload: msg(actions({ type: 'radio_buttons', action_id: 'one', options: [] })),
    expected: one('min-items', '/blocks/0/elements/0/options', key('options')),
  },
  'radio-buttons-too-many-options': {
    payload: msg(actions({ type: 'radio_buttons', action_id: 'one', options: options(11) })),
    expected: one('max-items', '/blocks/0/elements/0/options', key('options')),
  },
  'url-source-url-empty': { payload: msg(taskCard({ url: '' })), expected: one('min-length', '/blocks/0/sources/0/url', empty('url')) },
  'url-source-url-too-long': { payload: msg(taskCard({ url: urlOf(3001) })), expected: one('max-length', '/blocks/0/sources/0/url', 'uuuu') },
  'table-too-many-rows': {
    payload: msg(table(Array.from({ length: 101 }, (_, i) => [raw(`r${i}`)]))),
    expected: one('max-items', '/blocks/0/rows', key('rows')),
  },
  'table-ragged-rows': {
    payload: msg(table([[raw('a'), raw('b')], [raw('c')]])),
    expected: one('table-ragged-rows', '/blocks/0/rows/1', row(2)),
  },
  'table-column-settings-mismatch': {
    payload: msg(table([[raw('a'), raw('b')]], { column_settings: [{ align: 'left' }, { align: 'left' }, { align: 'right' }] })),
    expected: one('table-column-settings-mismatch', '/blocks/0/column_settings', key('column_settings')),
  },
  'file-input-max-files-too-small': {
    payload: modal(input({ type: 'file_input', action_id: 'upload', max_files: 0 })),
    expected: one('element-number-range', '/blocks/0/element/max_files', 'max_files'),
  },
  'file-input-max-files-too-large': {
    payload: modal(input({ type: 'file_input', action_id: 'upload', max_files: 11 })),
    expected: one('element-number-range', '/blocks/0/element/max_files', 'max_files'),
  },
  'plain-text-input-max-length-too-large': {
    payload: modal(input({ type: 'plain_text_input', action_id: 'note', max_length: 3001 })),
    expected: one('element-number-range', '/blocks/0/element/max_length', 'max_length'),
  },
  'actions-too-many-elements': {
    payload: msg(actions(...Array.from({ length: 26 }, (_, i) => button(`b${i}`)))),
    expected: one('max-items', '/blocks/0/elements', key('elements')),
  },
  'context-too-many-elements': {
    payload: msg({ type: 'context', elements: Array.from({ length: 11 }, (_, i) => M(`part ${i}`)) }),
    expected: one('max-items', '/blocks/0/elements', key('elements')),
  },
  'header-text-too-long': { payload: msg({ type: 'header', text: P(rep('H', 151)) }), expected: one('max-length', '/blocks/0/text/text', 'HHHH') },
  'image-url-too-long': {
    payload: msg({ type: 'image', image_url: urlOf(3001), alt_text: 'A picture' }),
    expected: one('max-length', '/blocks/0/image_url', 'uuuu'),
  },
  'image-alt-text-too-long': {
    payload: msg({ type: 'image', image_url: 'https://example.com/a.png', alt_text: rep('I', 2001) }),
    expected: one('max-length', '/blocks/0/alt_text', 'IIII'),
  },
  'input-label-too-long': {
    payload: modal(input({ type: 'plain_text_input', action_id: 'note' }, { label: P(rep('L', 2001)) })),
    expected: one('max-length', '/blocks/0/label/text', 'LLLL'),
  },
  'input-hint-too-long': {
    payload: modal(input({ type: 'plain_text_input', action_id: 'note' }, { hint: P(rep('L', 2001)) })),
    expected: one('max-length', '/blocks/0/hint/text', 'LLLL'),
  },
  'markdown-empty': { payload: msg({ type: 'markdown', text: '' }), expected: one('min-length', '/blocks/0/text', empty('text')) },
  'markdown-too-long': { payload: msg({ type: 'markdown', text: rep('K', 12_001) }), expected: one('max-length', '/blocks/0/text', 'KKKK') },
  'section-text-too-long': { payload: msg(section(rep('S', 3001))), expected: one('max-length', '/blocks/0/text/text', 'SSSS') },
  'section-too-many-fields': {
    payload: msg({ type: 'section', fields: Array.from({ length: 11 }, (_, i) => M(`f${i}`)) }),
    expected: one('max-items', '/blocks/0/fields', key('fields')),
  },
  'section-field-too-long': {
    payload: msg({ type: 'section', fields: [M('ok'), P(rep('F', 2001))] }),
    expected: one('max-length', '/blocks/0/fields/1/text', 'FFFF'),
  },
  'video-alt-text-empty': { payload: msg(video({ alt_text: '' })), expected: one('min-length', '/blocks/0/alt_text', empty('alt_text')) },
  'video-alt-text-too-long': { payload: msg(video({ alt_text: rep('Z', 201) })), expected: one('max-length', '/blocks/0/alt_text', 'ZZZZ') },
  'video-title-too-long': { payload: msg(video({ title: P(rep('Z', 201)) })), expected: one('max-length', '/blocks/0/title/text', 'ZZZZ') },
  'video-author-name-too-long': { payload: msg(video({ author_name: rep('Z', 51) })), expected: one('max-length', '/blocks/0/author_name', 'ZZZZ') },
  'video-description-too-long': {
    payload: msg(video({ description: P(rep('Z', 201)) })),
    expected: one('max-length', '/blocks/0/description/text', 'ZZZZ'),
  },
  'video-provider-name-too-long': {
    payload: msg(video({ provider_name: rep('Z', 51) })),
    expected: one('max-length', '/blocks/0/provider_name', 'ZZZZ'),
  },
  'view-missing-blocks': {
    payload: home(),
    expected: one('view-blocks-empty', '/blocks', key('blocks')),
    disagreement: 'a warning, not an error: the view references give a maximum and no minimum, and the platform framework docs open a modal with no blocks.',
  },
  'view-too-many-blocks': {
    payload: home(...Array.from({ length: 101 }, () => ({ type: 'divider' }))),
    expected: one('too-many-blocks', '/blocks', key('blocks')),
  },
  'view-private-metadata-too-long': {
    payload: { ...home(section()), private_metadata: rep('Y', 3001) },
    expected: one('max-length', '/private_metadata', 'YYYY'),
  },
  'view-callback-id-too-long': { payload: { ...modal(section()), callback_id: rep('Y', 256) }, expected: one('max-length', '/callback_id', 'YYYY') },
  'view-title-too-long': { payload: { ...modal(section()), title: P(rep('Y', 25)) }, expected: one('max-length', '/title/text', 'YYYY') },
  'view-close-too-long': { payload: { ...modal(section()), close: P(rep('Y', 25)) }, expected: one('max-length', '/close/text', 'YYYY') },
  'view-submit-too-long': { payload: { ...modal(section()), submit: P(rep('Y', 25)) }, expected: one('max-length', '/submit/text', 'YYYY') },
  'section-missing-content': {
    payload: msg({ type: 'section', block_id: 'nothing' }),
    expected: one('section-text-or-fields', '/blocks/0', blockStart('section')),
  },
  'static-select-options-and-groups': {
    payload: msg(actions(staticSelect({ options: options(1), option_groups: [{ label: P('Group'), options: [option('g')] }] }))),
    expected: one('options-exclusive', '/blocks/0/elements/0/option_groups', key('option_groups')),
  },
  'image-url-and-slack-file': {
    payload: msg({
      type: 'context',
      elements: [{ type: 'image', image_url: 'https://example.com/a.png', slack_file: { url: 'https://files.slack.com/a.png' }, alt_text: 'A' }],
    }),
    expected: one('image-element-source', '/blocks/0/elements/0/slack_file', key('slack_file')),
  },
  'number-input-inverted-range': {
    payload: modal(input({ type: 'number_input', action_id: 'count', is_decimal_allowed: false, min_value: '10', max_value: '1' })),
    expected: one('number-input-range', '/blocks/0/element/min_value', 'min_value'),
  },
  'context-invalid-element': {
    payload: msg({ type: 'context', elements: [button('b')] }),
    expected: one('type-not-allowed', '/blocks/0/elements/0/type', { json: '"type": "button"', yaml: 'type: button' }),
  },
  'input-invalid-element': {
    payload: modal(input(button('b'))),
    expected: one('type-not-allowed', '/blocks/0/element/type', { json: '"type": "button"', yaml: 'type: button' }),
  },
  'block-id-too-long': { payload: msg({ type: 'divider', block_id: rep('X', 256) }), expected: one('max-length', '/blocks/0/block_id', 'XXXX') },
  'button-accessibility-label-too-long': {
    payload: msg(actions(button('b', { accessibility_label: rep('X', 76) }))),
    expected: one('max-length', '/blocks/0/elements/0/accessibility_label', 'XXXX'),
  },
  'alert-text-too-long': {
    payload: modal({ type: 'alert', level: 'warning', text: P(rep('X', 201)) }),
    expected: one('max-length', '/blocks/0/text/text', 'XXXX'),
  },
  'card-title-too-long': { payload: msg(card({ title: P(rep('X', 151)) })), expected: one('max-length', '/blocks/0/title/text', 'XXXX') },
  'card-subtitle-too-long': { payload: msg(card({ subtitle: P(rep('X', 151)) })), expected: one('max-length', '/blocks/0/subtitle/text', 'XXXX') },
  'card-body-too-long': { payload: msg(card({ body: M(rep('X', 201)) })), expected: one('max-length', '/blocks/0/body/text', 'XXXX') },
  'card-too-many-actions': {
    payload: msg(card({ actions: [button('a'), button('b'), button('c'), button('d')] })),
    expected: one('max-items', '/blocks/0/actions', key('actions')),
  },
  'card-subtext-too-long': { payload: msg(card({ subtext: M(rep('X', 201)) })), expected: one('max-length', '/blocks/0/subtext/text', 'XXXX') },
  'carousel-empty': { payload: msg({ type: 'carousel', elements: [] }), expected: one('min-items', '/blocks/0/elements', key('elements')) },
  'carousel-too-many-cards': {
    payload: msg({ type: 'carousel', elements: Array.from({ length: 11 }, (_, i) => card({ title: P(`Card ${i}`) })) }),
    expected: one('max-items', '/blocks/0/elements', key('elements')),
  },
  'container-title-too-long': { payload: msg(container({ title: P(rep('X', 151)) })), expected: one('max-length', '/blocks/0/title/text', 'XXXX') },
  'container-subtitle-too-long': {
    payload: msg(container({ subtitle: P(rep('X', 151)) })),
    expected: one('max-length', '/blocks/0/subtitle/text', 'XXXX'),
  },
  'container-too-many-child-blocks': {
    payload: msg(container({ child_blocks: Array.from({ length: 11 }, (_, i) => section(`Child ${i}`)) })),
    expected: one('max-items', '/blocks/0/child_blocks', key('child_blocks')),
  },
  'context-actions-too-many-elements': {
    payload: msg({ type: 'context_actions', elements: Array.from({ length: 6 }, (_, i) => iconButton(`i${i}`)) }),
    expected: one('max-items', '/blocks/0/elements', key('elements')),
  },
  'feedback-button-text-too-long': {
    payload: msg({ type: 'context_actions', elements: [feedback({ text: P(rep('X', 76)) })] }),
    expected: one('max-length', '/blocks/0/elements/0/positive_button/text/text', 'XXXX'),
  },
  'feedback-button-value-too-long': {
    payload: msg({ type: 'context_actions', elements: [feedback({ value: rep('X', 2001) })] }),
    expected: one('max-length', '/blocks/0/elements/0/positive_button/value', 'XXXX'),
  },
  'feedback-button-accessibility-label-too-long': {
    payload: msg({ type: 'context_actions', elements: [feedback({}, { accessibility_label: rep('X', 76) })] }),
    expected: one('max-length', '/blocks/0/elements/0/negative_button/accessibility_label', 'XXXX'),
  },
  'icon-button-too-many-visible-users': {
    payload: msg({ type: 'context_actions', elements: [iconButton('i', { visible_to_user_ids: Array.from({ length: 11 }, (_, i) => `U0${i}`) })] }),
    expected: one('max-items', '/blocks/0/elements/0/visible_to_user_ids', key('visible_to_user_ids')),
  },
  'data-table-too-few-rows': { payload: msg(dataTable([[raw('Name')]])), expected: one('min-items', '/blocks/0/rows', key('rows')) },
  'data-table-too-many-rows': {
    payload: msg(dataTable(Array.from({ length: 202 }, (_, i) => [raw(`r${i}`)]))),
    expected: one('max-items', '/blocks/0/rows', key('rows')),
  },
  'data-table-too-few-columns': {
    payload: msg(dataTable([[], []])),
    expected: [
      { rule: 'min-items', pointer: '/blocks/0/rows/0', needle: { json: '[]', yaml: '- []' } },
      { rule: 'min-items', pointer: '/blocks/0/rows/1', needle: { json: ['[]', 2], yaml: ['- []', 2] } },
    ],
  },
  'data-table-too-many-columns': {
    payload: msg(dataTable([labels(21).map(raw), labels(21).map(raw)])),
    expected: [
      { rule: 'max-items', pointer: '/blocks/0/rows/0', needle: row(1) },
      { rule: 'max-items', pointer: '/blocks/0/rows/1', needle: row(2) },
    ],
  },
  'data-table-page-size-too-small': {
    payload: msg(dataTable([[raw('Name')], [raw('Ada')]], { page_size: 0 })),
    expected: one('data-table-page-size', '/blocks/0/page_size', 'page_size'),
  },
  'data-table-page-size-too-large': {
    payload: msg(dataTable([[raw('Name')], [raw('Ada')]], { page_size: 101 })),
    expected: one('data-table-page-size', '/blocks/0/page_size', 'page_size'),
  },
  'data-table-cell-text-empty': {
    payload: msg(dataTable([[raw('Name')], [raw('')]])),
    expected: one('min-length', '/blocks/0/rows/1/0/text', empty('text')),
  },
  'data-table-content-too-long': {
    payload: msg(
      dataTable([
        [raw('Name'), raw('Notes')],
        [raw(rep('X', 10_000)), raw(rep('Y', 10_001))],
      ]),
    ),
    expected: one('data-table-text-too-long', '/blocks/0/rows', key('rows')),
  },
  'data-visualization-title-too-long': { payload: msg(pie([seg('A')], rep('X', 51))), expected: one('max-length', '/blocks/0/title', 'XXXX') },
  'pie-chart-empty': { payload: msg(pie([])), expected: one('min-items', '/blocks/0/chart/segments', key('segments')) },
  'pie-chart-too-many-segments': {
    payload: msg(pie(labels(13).map((l) => seg(l)))),
    expected: one('max-items', '/blocks/0/chart/segments', key('segments')),
  },
  'chart-segment-label-too-long': { payload: msg(pie([seg(rep('X', 21))])), expected: one('max-length', '/blocks/0/chart/segments/0/label', 'XXXX') },
  'chart-segment-value-not-positive': {
    payload: msg(pie([seg('A', 1), seg('B', 0)])),
    expected: one('chart-pie-value-positive', '/blocks/0/chart/segments/1/value', ['value', 2]),
  },
  'chart-series-empty': { payload: msg(bar([], { categories: ['Q1'] })), expected: one('min-items', '/blocks/0/chart/series', key('series')) },
  'chart-too-many-series': {
    payload: msg(
      bar(
        labels(13).map((l) => ser(`S${l}`, ['Q1'])),
        { categories: ['Q1'] },
      ),
    ),
    expected: one('max-items', '/blocks/0/chart/series', key('series')),
  },
  'data-series-name-too-long': {
    payload: msg(bar([ser(rep('X', 21), ['Q1'])], { categories: ['Q1'] })),
    expected: one('max-length', '/blocks/0/chart/series/0/name', 'XXXX'),
  },
  'data-series-empty': {
    payload: msg(bar([ser('Sales', [])], { categories: ['Q1'] })),
    expected: one('min-items', '/blocks/0/chart/series/0/data', key('data')),
  },
  'data-series-too-many-points': {
    // At most 20 categories, so the 21st point's label names none of them: a second, true problem.
    payload: msg(bar([ser('Sales', labels(21))], { categories: labels(20) })),
    expected: [
      { rule: 'max-items', pointer: '/blocks/0/chart/series/0/data', needle: key('data') },
      { rule: 'chart-label-category', pointer: '/blocks/0/chart/series/0/data/20/label', needle: 'C21' },
    ],
  },
  'data-point-label-too-long': {
    // The label must also be a category, so the category is too long as well.
    payload: msg(bar([ser('Sales', [rep('X', 21)])], { categories: [rep('X', 21)] })),
    expected: [
      { rule: 'max-length', pointer: '/blocks/0/chart/series/0/data/0/label', needle: [rep('X', 21), 1] },
      { rule: 'max-length', pointer: '/blocks/0/chart/axis_config/categories/0', needle: [rep('X', 21), 2] },
    ],
  },
  'axis-categories-empty': {
    payload: msg(bar([ser('Sales', ['Q1'])], { categories: [] })),
    expected: one('min-items', '/blocks/0/chart/axis_config/categories', key('categories')),
  },
  'axis-too-many-categories': {
    // A series holds at most 20 points, so the 21st category has none: a second, true problem.
    payload: msg(bar([ser('Sales', labels(20))], { categories: labels(21) })),
    expected: [
      { rule: 'max-items', pointer: '/blocks/0/chart/axis_config/categories', needle: key('categories') },
      { rule: 'chart-missing-point', pointer: '/blocks/0/chart/series/0/data', needle: key('data') },
    ],
  },
  'axis-category-label-too-long': {
    // The series has no point for the long category: a second, true problem.
    payload: msg(bar([ser('Sales', ['Q1'])], { categories: ['Q1', rep('X', 21)] })),
    expected: [
      { rule: 'max-length', pointer: '/blocks/0/chart/axis_config/categories/1', needle: 'XXXX' },
      { rule: 'chart-missing-point', pointer: '/blocks/0/chart/series/0/data', needle: key('data') },
    ],
  },
  'axis-label-too-long': {
    payload: msg(bar([ser('Sales', ['Q1'])], { categories: ['Q1'], x_label: rep('X', 51) })),
    expected: one('max-length', '/blocks/0/chart/axis_config/x_label', 'XXXX'),
  },
};

describe('the Block Kit checklist: every invalid case is reported', () => {
  for (const [id, { payload, expected, disagreement }] of Object.entries(CASES)) {
    it(`${id}${disagreement ? ' (documented disagreement)' : ''}`, () => {
      expectTwins(payload, expected);
    });
  }
});

describe('found while checking the checklist', () => {
  it('a header takes level 1 to 4 (H1 to H4); 5 is out of range', () => {
    expect(validateBlocks(msg({ type: 'header', text: P('Top'), level: 1 }, { type: 'header', text: P('Low'), level: 4 })).problems).toEqual([]);
    expectTwins(msg({ type: 'header', text: P('Too low'), level: 5 }), [{ rule: 'schema', pointer: '/blocks/0/level', needle: 'level' }]);
  });

  it('a task card source URL takes 3000 characters, counted in code points', () => {
    expect(validateBlocks(msg(taskCard({ url: urlOf(3000) }))).problems).toEqual([]);
    expect(validateBlocks(msg(taskCard({ url: 'https://example.com/' + rep('😀', 2980) }))).problems).toEqual([]);
    expect(validateBlocks(msg(taskCard({ url: 'https://example.com/' + rep('😀', 2981) }))).problems.map((p) => p.rule)).toEqual(['max-length']);
  });
});

/**
 * Where the reference files are: ../shared beside the repository (or MANIFESTO_REFERENCE, or the team
 * machines' /work/shared for a clean clone in a temporary folder), read at run time, never copied.
 */
const REFERENCE =
  [
    process.env['MANIFESTO_REFERENCE'] ? join(process.env['MANIFESTO_REFERENCE'], 'slackblocks') : undefined,
    join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..', '..', 'shared', 'reference', 'slackblocks'),
    '/work/shared/reference/slackblocks',
  ].find((dir): dir is string => dir !== undefined && existsSync(join(dir, 'invalid-cases.json'))) ?? '/work/shared/reference/slackblocks';
const HAS_REFERENCE = existsSync(join(REFERENCE, 'invalid-cases.json')) && existsSync(join(REFERENCE, 'limits.json'));
const NO_REFERENCE = 'the shared reference (../shared/reference/slackblocks) is not on this machine; CI has it';

function readReference(name: string): unknown {
  return JSON.parse(readFileSync(join(REFERENCE, name), 'utf8')) as unknown;
}

describe('the checklist table', () => {
  it.skipIf(!HAS_REFERENCE)(`covers every case id of invalid-cases.json and nothing else${HAS_REFERENCE ? '' : ` (skipped: ${NO_REFERENCE})`}`, () => {
    const reference = readReference('invalid-cases.json') as { cases: { id: string }[] };
    const ids = reference.cases.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Object.keys(CASES).sort()).toEqual([...ids].sort());
  });
});

type Where = { ours: [string, string]; also?: [string, string] } | { chart: keyof typeof CHART_LIMITS } | { none: string };

/** Each limit of limits.json and where our numbers keep it (`<field>.min` is a minimum in our table). */
const LIMIT_MAP: Record<string, Where> = {
  'text.min_length': { ours: ['text', 'text.min'] },
  'text.max_length': { ours: ['text', 'text'] },
  'action_id.max_length': { ours: ['element', 'action_id'] },
  'block_id.max_length': { ours: ['block', 'block_id'] },
  'button.text.max_length': { ours: ['button', 'text'] },
  'button.url.max_length': { ours: ['button', 'url'] },
  'button.value.max_length': { ours: ['button', 'value'] },
  'button.accessibility_label.max_length': { ours: ['button', 'accessibility_label'] },
  'confirmation.title.max_length': { ours: ['confirm', 'title'] },
  'confirmation.text.max_length': { ours: ['confirm', 'text'] },
  'confirmation.confirm.max_length': { ours: ['confirm', 'confirm'] },
  'confirmation.deny.max_length': { ours: ['confirm', 'deny'] },
  'option.text.max_length': { ours: ['option', 'text'] },
  'option.value.max_length': { ours: ['option', 'value'] },
  'option.description.max_length': { ours: ['option', 'description'] },
  'option.url.max_length': { ours: ['option', 'url'] },
  'option_group.label.max_length': { ours: ['option_group', 'label'] },
  'option_group.options.min_items': { ours: ['option_group', 'options.min'] },
  'option_group.options.max_items': { ours: ['option_group', 'options'] },
  'select.placeholder.max_length': { ours: ['select', 'placeholder'] },
  'select.options.max_items': { ours: ['select', 'options'] },
  'select.option_groups.max_items': { ours: ['select', 'option_groups'] },
  'overflow.options.min_items': { ours: ['overflow', 'options.min'] },
  'overflow.options.max_items': { ours: ['overflow', 'options'] },
  'checkboxes.options.min_items': { ours: ['checkboxes', 'options.min'] },
  'checkboxes.options.max_items': { ours: ['checkboxes', 'options'] },
  'radio_buttons.options.min_items': { ours: ['radio_buttons', 'options.min'] },
  'radio_buttons.options.max_items': { ours: ['radio_buttons', 'options'] },
  'url_source.url.min_length': { ours: ['task_card', 'sources.url.min'] },
  'url_source.url.max_length': { ours: ['task_card', 'sources.url'] },
  'file_input.max_files.min': { ours: ['file_input', 'max_files.min'] },
  'file_input.max_files.max': { ours: ['file_input', 'max_files'] },
  'plain_text_input.max_length.max': { ours: ['plain_text_input', 'max_length'] },
  'actions.elements.max_items': { ours: ['actions', 'elements'] },
  'alert.text.max_length': { ours: ['alert', 'text'] },
  'card.title.max_length': { ours: ['card', 'title'] },
  'card.subtitle.max_length': { ours: ['card', 'subtitle'] },
  'card.body.max_length': { ours: ['card', 'body'] },
  'card.actions.max_items': { ours: ['card', 'actions'] },
  'card.subtext.max_length': { ours: ['card', 'subtext'] },
  'carousel.elements.min_items': { ours: ['carousel', 'elements.min'] },
  'carousel.elements.max_items': { ours: ['carousel', 'elements'] },
  'container.title.max_length': { ours: ['container', 'title'] },
  'container.subtitle.max_length': { ours: ['container', 'subtitle'] },
  'container.child_blocks.max_items': { ours: ['container', 'child_blocks'] },
  'context.elements.max_items': { ours: ['context', 'elements'] },
  'context_actions.elements.max_items': { ours: ['context_actions', 'elements'] },
  'feedback_button.text.max_length': { ours: ['feedback_buttons', 'text'] },
  'feedback_button.value.max_length': { ours: ['feedback_buttons', 'value'] },
  'feedback_button.accessibility_label.max_length': { ours: ['feedback_buttons', 'accessibility_label'] },
  'icon_button.visible_to_user_ids.max_items': { ours: ['icon_button', 'visible_to_user_ids'] },
  'data_table.rows.min_items': { ours: ['data_table', 'rows.min'] },
  'data_table.rows.max_items': { ours: ['data_table', 'rows'] },
  'data_table.columns.min_items': { ours: ['data_table', 'cells.min'] },
  'data_table.columns.max_items': { ours: ['data_table', 'cells'] },
  'data_table.page_size.min': { ours: ['data_table', 'page_size.min'] },
  'data_table.page_size.max': { ours: ['data_table', 'page_size'] },
  'data_table.cell_text.min_length': { ours: ['data_table', 'cell_text.min'] },
  'data_table.content.max_length': { ours: ['data_table', 'text_total'] },
  // The data visualization block keeps its numbers in its own table (types/data-visualization/limits.ts).
  'data_visualization.title.max_length': { chart: 'title' },
  'data_visualization.segments.min_items': { chart: 'minSeries' },
  'data_visualization.segments.max_items': { chart: 'maxSeries' },
  'data_visualization.segment.label.max_length': { chart: 'label' },
  'data_visualization.segment.value.exclusive_min': { none: 'a rule (chart-pie-value-positive), not a number of the table' },
  'data_visualization.series.min_items': { chart: 'minSeries' },
  'data_visualization.series.max_items': { chart: 'maxSeries' },
  'data_visualization.series_name.max_length': { chart: 'name' },
  'data_visualization.data.min_items': { chart: 'minPoints' },
  'data_visualization.data.max_items': { chart: 'maxPoints' },
  'data_visualization.point_label.max_length': { chart: 'label' },
  'data_visualization.categories.min_items': { chart: 'minPoints' },
  'data_visualization.categories.max_items': { chart: 'maxPoints' },
  'data_visualization.category_label.max_length': { chart: 'category' },
  'data_visualization.axis_label.max_length': { chart: 'axisTitle' },
  'header.text.max_length': { ours: ['header', 'text'] },
  'image.image_url.max_length': { ours: ['image', 'image_url'] },
  'image.alt_text.max_length': { ours: ['image', 'alt_text'] },
  'input.label.max_length': { ours: ['input', 'label'] },
  'input.hint.max_length': { ours: ['input', 'hint'] },
  'markdown.text.min_length': { ours: ['markdown', 'text.min'] },
  'markdown.text.max_length': { ours: ['markdown', 'text'] },
  'section.text.max_length': { ours: ['section', 'text'] },
  'section.fields.max_items': { ours: ['section', 'fields'] },
  'section.fields.item_max_length': { ours: ['section', 'fields.text'] },
  'video.alt_text.min_length': { ours: ['video', 'alt_text.min'] },
  'video.alt_text.max_length': { ours: ['video', 'alt_text'] },
  'video.title.max_length': { ours: ['video', 'title'] },
  'video.author_name.max_length': { ours: ['video', 'author_name'] },
  'video.description.max_length': { ours: ['video', 'description'] },
  'video.provider_name.max_length': { ours: ['video', 'provider_name'] },
  'view.blocks.min_items': { ours: ['modal', 'minBlocks'], also: ['home', 'minBlocks'] },
  'view.blocks.max_items': { ours: ['modal', 'blocks'], also: ['home', 'blocks'] },
  'view.private_metadata.max_length': { ours: ['modal', 'privateMetadata'], also: ['home', 'privateMetadata'] },
  'view.callback_id.max_length': { ours: ['modal', 'callbackId'], also: ['home', 'callbackId'] },
  'view.title.max_length': { ours: ['modal', 'title'] },
  'view.close.max_length': { ours: ['modal', 'close'] },
  'view.submit.max_length': { ours: ['modal', 'submit'] },
};

/**
 * The documented disputes: limits.json says one number, we keep another, and our table says why in the
 * entry's `dispute` text (which hover shows). Each maps to our value.
 */
const DISPUTES: Record<string, number> = {
  'data_table.rows.max_items': 101,
  'data_table.content.max_length': 10_000,
  'video.title.max_length': 199,
  'video.description.max_length': 199,
  'video.author_name.max_length': 49,
};

function flatten(value: unknown, path: string[] = []): [string, number][] {
  if (typeof value === 'number') return [[path.join('.'), value]];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => flatten(v, [...path, k]));
}

describe('our limits table against limits.json', () => {
  it('maps each limit to an entry of our table that exists', () => {
    for (const [path, where] of Object.entries(LIMIT_MAP)) {
      if ('ours' in where) expect(BLOCK_KIT_LIMITS[where.ours[0]]?.[where.ours[1]], path).toBeDefined();
      if ('chart' in where) expect(CHART_LIMITS[where.chart], path).toBeTypeOf('number');
    }
    for (const [path, value] of Object.entries(DISPUTES)) {
      const where = LIMIT_MAP[path];
      expect(where && 'ours' in where, path).toBe(true);
      if (where && 'ours' in where) {
        const entry = BLOCK_KIT_LIMITS[where.ours[0]]?.[where.ours[1]];
        expect(entry?.value, path).toBe(value);
        expect(entry?.dispute, `${path} needs its dispute text in our table`).toMatch(/\S/);
      }
    }
  });

  it.skipIf(!HAS_REFERENCE)(
    `has the same number for every limit both have, except the documented disputes${HAS_REFERENCE ? '' : ` (skipped: ${NO_REFERENCE})`}`,
    () => {
      const reference = flatten(readReference('limits.json'));
      expect(reference.map(([path]) => path).sort()).toEqual(Object.keys(LIMIT_MAP).sort());
      const mismatches: string[] = [];
      for (const [path, value] of reference) {
        const where = LIMIT_MAP[path];
        if (!where || 'none' in where) continue;
        const ours = 'ours' in where ? BLOCK_KIT_LIMITS[where.ours[0]]?.[where.ours[1]]?.value : CHART_LIMITS[where.chart];
        const expected = DISPUTES[path] ?? value;
        if (ours !== expected) mismatches.push(`${path}: limits.json ${value}, ours ${String(ours)}`);
        if ('also' in where && where.also) {
          const other = BLOCK_KIT_LIMITS[where.also[0]]?.[where.also[1]]?.value;
          if (other !== expected) mismatches.push(`${path}: limits.json ${value}, ours (${where.also.join('.')}) ${String(other)}`);
        }
        if (path in DISPUTES) expect(value, `${path} is listed as a dispute but limits.json now agrees`).not.toBe(DISPUTES[path]);
      }
      expect(mismatches).toEqual([]);
    },
  );
});

/** Realistic payloads in the shape of the platform's documentation examples (our own text): no problem. */
const VALID: Record<string, unknown> = {
  'a release announcement message': {
    text: 'Release 4.2 is out',
    blocks: [
      { type: 'header', text: P('Release 4.2 is out :rocket:'), block_id: 'release-header' },
      {
        type: 'context',
        elements: [
          { type: 'image', image_url: 'https://example.com/logo.png', alt_text: 'Team logo' },
          M('Posted by *Build Bot* · <!date^1700000000^{date_short}|Nov 14>'),
        ],
      },
      {
        type: 'section',
        text: M('*What changed*\n• Faster search\n• A new export menu'),
        accessory: { type: 'image', image_url: 'https://example.com/screenshot.png', alt_text: 'The new export menu' },
      },
      { type: 'section', fields: [M('*Version*\n4.2.0'), M('*Channel*\nstable'), P('Rollout'), P('25 %')] },
      { type: 'divider' },
      {
        type: 'section',
        text: M('Choose who gets it next'),
        accessory: {
          type: 'static_select',
          action_id: 'rollout-group',
          placeholder: P('Pick a group'),
          option_groups: [
            { label: P('Teams'), options: [option('eng'), option('sales')] },
            { label: P('Regions'), options: [option('emea', { description: P('Europe, Middle East, Africa') })] },
          ],
        },
      },
      {
        type: 'actions',
        block_id: 'release-actions',
        elements: [
          button('approve', { style: 'primary', confirm: confirm({ text: M('Roll out to *everyone*?'), style: 'danger' }) }),
          button('changelog', { url: 'https://example.com/changelog', accessibility_label: 'Open the changelog' }),
          { type: 'overflow', action_id: 'more', options: [option('pause'), option('docs', { url: 'https://example.com/docs' })] },
          { type: 'datepicker', action_id: 'when', initial_date: '2026-12-01', placeholder: P('Rollout date') },
          { type: 'timepicker', action_id: 'at', initial_time: '09:30', timezone: 'Europe/Berlin' },
          { type: 'users_select', action_id: 'owner', placeholder: P('Owner') },
          {
            type: 'conversations_select',
            action_id: 'announce-in',
            default_to_current_conversation: true,
            filter: { include: ['public', 'private'], exclude_bot_users: true },
          },
        ],
      },
      {
        type: 'rich_text',
        elements: [
          {
            type: 'rich_text_section',
            elements: [
              { type: 'text', text: 'Thanks to ' },
              { type: 'user', user_id: 'U012AB3CD' },
              { type: 'text', text: ' and ', style: { italic: true } },
              { type: 'usergroup', usergroup_id: 'S0123ABC' },
              { type: 'emoji', name: 'tada' },
            ],
          },
          {
            type: 'rich_text_list',
            style: 'ordered',
            indent: 0,
            elements: [{ type: 'rich_text_section', elements: [{ type: 'link', url: 'https://example.com/notes', text: 'Release notes' }] }],
          },
          { type: 'rich_text_preformatted', elements: [{ type: 'text', text: 'npm install app@4.2.0' }] },
          { type: 'rich_text_quote', elements: [{ type: 'text', text: 'Ship small, ship often.', style: { bold: true, code: false } }] },
        ],
      },
      { type: 'image', image_url: 'https://example.com/chart.png', alt_text: 'Adoption over the last week', title: P('Adoption') },
      video({ description: P('A two-minute tour of 4.2'), author_name: 'Product team', provider_name: 'Example Video' }),
      { type: 'markdown', text: '**Known issues**: none so far. See [the tracker](https://example.com/issues).' },
      taskCard({ url: urlOf(3000), text: 'The long link, at its limit' }),
    ],
  },
  'a message with a table, a chart and a card carousel': {
    text: 'Weekly numbers',
    blocks: [
      table(
        [
          [raw('Team'), raw('Tickets')],
          [raw('Support'), raw('42')],
        ],
        { column_settings: [{ align: 'left' }, { align: 'right' }] },
      ),
      bar([ser('Open', ['Mon', 'Tue']), ser('Closed', ['Mon', 'Tue'])], { categories: ['Mon', 'Tue'], x_label: 'Day', y_label: 'Tickets' }),
      pie([seg('Email', 3), seg('Chat', 5)], 'Tickets by channel'),
      {
        type: 'carousel',
        elements: [
          card({ body: M('The *support* queue'), actions: [button('open-support'), button('assign-support')] }),
          card({ title: P('Sales'), subtitle: P('Pipeline'), subtext: M('Updated hourly') }),
        ],
      },
      { type: 'context_actions', elements: [feedback({}), iconButton('delete-report', { visible_to_user_ids: ['U012AB3CD'] })] },
      {
        type: 'section',
        text: M('Option texts count code points'),
        accessory: { type: 'overflow', action_id: 'emoji-link', options: [option('e', { url: 'https://example.com/' + rep('😀', 2980) })] },
      },
    ],
  },
  'a message with a data table': {
    text: 'Open tickets',
    blocks: [
      dataTable(
        [
          [raw('Ticket'), raw('Age (days)')],
          [raw('REQ-1'), { type: 'raw_number', value: 3 }],
          [
            raw('REQ-2'),
            { type: 'rich_text', elements: [{ type: 'rich_text_section', elements: [{ type: 'link', url: 'https://example.com/REQ-2', text: 'REQ-2' }] }] },
          ],
        ],
        { page_size: 100, row_header_column_index: 0 },
      ),
    ],
  },
  'a message with the less common fields the docs show': {
    text: 'Details',
    blocks: [
      { type: 'section', text: { type: 'mrkdwn', text: 'Raw <https://example.com|links> stay as written', verbatim: true }, expand: true },
      {
        type: 'section',
        text: { type: 'plain_text', text: 'Plain :wave:', emoji: true },
        accessory: { type: 'image', slack_file: { id: 'F0123ABC456' }, alt_text: 'A file from Slack' },
      },
      { type: 'image', slack_file: { url: 'https://files.slack.com/files-pri/T0123-F0123/photo.png' }, alt_text: 'A photo' },
      { type: 'context', elements: [{ type: 'image', slack_file: { id: 'F0123ABC456' }, alt_text: 'Icon' }, P('Shared file')] },
      {
        type: 'rich_text',
        elements: [
          {
            type: 'rich_text_section',
            elements: [
              { type: 'broadcast', range: 'here' },
              { type: 'channel', channel_id: 'C0123ABC456' },
              { type: 'date', timestamp: 1_720_000_000, format: '{date_long} at {time}', fallback: 'July 3rd' },
              { type: 'color', value: '#ff8800' },
              { type: 'team', team_id: 'T0123ABC456' },
              { type: 'emoji', name: 'wave', skin_tone: 3 },
              { type: 'text', text: 'struck', style: { strike: true, underline: true } },
            ],
          },
          {
            type: 'rich_text_list',
            style: 'bullet',
            indent: 1,
            border: 1,
            elements: [{ type: 'rich_text_section', elements: [{ type: 'text', text: 'nested' }] }],
          },
        ],
      },
      { type: 'header', text: P('Second-level heading'), level: 2 },
      {
        type: 'rich_text',
        elements: [
          {
            type: 'rich_text_section',
            elements: [
              { type: 'text', text: 'Copied from a user’s message: ' },
              { type: 'canvas', file_id: 'F0123ABC456' },
              { type: 'file', file_id: 'F0123ABC457' },
              { type: 'message_mention', channel_id: 'C0123ABC456', message_ts: '1720000000.000100' },
            ],
          },
        ],
      },
      {
        type: 'actions',
        elements: [
          { type: 'channels_select', action_id: 'channel', initial_channel: 'C0123ABC456' },
          { type: 'multi_conversations_select', action_id: 'convos', max_selected_items: 5, filter: { include: ['im', 'mpim'] } },
        ],
      },
    ],
  },
  'a modal collecting a request': {
    type: 'modal',
    callback_id: 'new-request',
    title: P('New request'),
    submit: P('Submit'),
    close: P('Cancel'),
    private_metadata: JSON.stringify({ channel: 'C012AB3CD' }),
    external_id: 'request-2026-11-23',
    clear_on_close: true,
    notify_on_close: false,
    blocks: [
      { type: 'section', text: M('Tell us what you need. Fields marked *optional* can stay empty.') },
      input(
        { type: 'plain_text_input', action_id: 'summary', max_length: 3000, min_length: 5, placeholder: P('One line') },
        { label: P('Summary'), hint: P('Keep it short') },
      ),
      input(
        { type: 'plain_text_input', action_id: 'details', multiline: true, dispatch_action_config: { trigger_actions_on: ['on_character_entered'] } },
        { label: P('Details'), optional: true, dispatch_action: true },
      ),
      input(
        { type: 'number_input', action_id: 'budget', is_decimal_allowed: true, min_value: '0', max_value: '1000.5', initial_value: '10' },
        { label: P('Budget') },
      ),
      input(
        { type: 'multi_static_select', action_id: 'tags', max_selected_items: 3, options: options(3), initial_options: [option('v1')] },
        { label: P('Tags') },
      ),
      input(
        {
          type: 'radio_buttons',
          action_id: 'urgency',
          options: [option('low'), option('high', { description: M('Pages the *on-call*') })],
          initial_option: option('low'),
        },
        { label: P('Urgency') },
      ),
      input({ type: 'checkboxes', action_id: 'notify', options: options(10) }, { label: P('Notify') }),
      input({ type: 'datetimepicker', action_id: 'due', initial_date_time: 1_800_000_000 }, { label: P('Due') }),
      input({ type: 'email_text_input', action_id: 'email' }, { label: P('Email') }),
      input({ type: 'url_text_input', action_id: 'link' }, { label: P('Link') }),
      input({ type: 'file_input', action_id: 'attachments', filetypes: ['pdf', 'png'], max_files: 10 }, { label: P('Attachments') }),
      input({ type: 'rich_text_input', action_id: 'notes' }, { label: P('Notes'), optional: true }),
      input({ type: 'multi_users_select', action_id: 'watchers' }, { label: P('Watchers') }),
      input(
        { type: 'conversations_select', action_id: 'reply-in', response_url_enabled: true, default_to_current_conversation: true },
        { label: P('Reply in') },
      ),
      { type: 'alert', level: 'info', text: P('Requests are answered within two days.') },
      { type: 'context', elements: [M('Your request is visible to the support team only.')] },
    ],
  },
  'a Home tab': {
    type: 'home',
    callback_id: 'home',
    blocks: [
      { type: 'header', text: P('Your week') },
      { type: 'section', text: M('You have *3* open requests.'), accessory: button('new-request', { text: P('New request'), style: 'primary' }) },
      container({
        title: P('Open requests'),
        subtitle: P('Newest first'),
        child_blocks: [section('*REQ-1* Laptop'), { type: 'divider' }, section('*REQ-2* Access')],
      }),
      {
        type: 'actions',
        elements: [
          { type: 'external_select', action_id: 'find', placeholder: P('Find a request'), min_query_length: 2 },
          {
            type: 'workflow_button',
            text: P('Run report'),
            workflow: { trigger: { url: 'https://slack.com/shortcuts/Ft0123ABC456/xyz' } },
            action_id: 'report',
          },
        ],
      },
      { type: 'context', elements: [M('Updated just now')] },
    ],
  },
};

describe('valid payloads across message, modal and Home tab', () => {
  for (const [name, payload] of Object.entries(VALID)) {
    it(`${name}: no problem`, () => {
      expect(validateBlocks(payload).problems.map((p) => `${p.rule} ${p.pointer}: ${p.message}`)).toEqual([]);
    });
  }
});
