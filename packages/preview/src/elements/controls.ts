import { esc, isRecord, list, safeUrl, str } from '../html.js';
import { rawText, textObject } from '../text/text-object.js';

// Buttons and the choosing elements: selects, overflow menus, checkboxes and radio buttons.

export function wrap(type: string, className: string, inner: string): string {
  return `<span class="el ${className}" data-element-type="${esc(type)}">${inner}</span>`;
}

export function button(element: Record<string, unknown>): string {
  const style = element['style'] === 'primary' || element['style'] === 'danger' ? ` btn-${element['style']}` : '';
  const label = textObject(element['text']);
  const url = safeUrl(element['url']);
  const inner =
    url !== undefined
      ? `<a class="btn${style}" href="${esc(url)}" rel="noopener noreferrer nofollow" target="_blank">${label}</a>`
      : `<span class="btn${style}">${label}</span>`;
  return wrap(String(element['type']), 'el-button', inner);
}

export function iconButton(element: Record<string, unknown>): string {
  const icon = element['icon'] === 'trash' ? '🗑' : '•';
  return wrap('icon_button', 'el-button', `<span class="btn btn-icon" title="${esc(rawText(element['text']))}">${icon}</span>`);
}

export function feedbackButtons(element: Record<string, unknown>): string {
  const one = (value: unknown, icon: string) => `<span class="btn btn-icon" title="${esc(isRecord(value) ? rawText(value['text']) : '')}">${icon}</span>`;
  return wrap('feedback_buttons', 'el-feedback', one(element['positive_button'], '👍') + one(element['negative_button'], '👎'));
}

/** Options of a select or a choice group, from `options` or `option_groups`. */
function allOptions(element: Record<string, unknown>): Record<string, unknown>[] {
  const groups = list(element['option_groups']).flatMap((group) => (isRecord(group) ? list(group['options']) : []));
  return [...list(element['options']), ...groups].filter(isRecord);
}

export function select(element: Record<string, unknown>): string {
  const type = String(element['type']);
  const chosen = [...list(element['initial_options']), element['initial_option']].filter(isRecord).map((option) => textObject(option['text']));
  const initial =
    chosen.length > 0
      ? chosen.join(', ')
      : [element['initial_user'], element['initial_channel'], element['initial_conversation']]
          .filter((id) => typeof id === 'string')
          .map((id) => esc(id))
          .join('') ||
        list(element['initial_users'] ?? element['initial_channels'] ?? element['initial_conversations'])
          .filter((id) => typeof id === 'string')
          .map((id) => esc(id))
          .join(', ');
  const shown =
    initial !== '' ? `<span class="value">${initial}</span>` : `<span class="placeholder">${textObject(element['placeholder']) || 'Select an item'}</span>`;
  return wrap(type, 'el-select', `<span class="field">${shown}<span class="caret">▾</span></span>`);
}

export function overflow(element: Record<string, unknown>): string {
  const items = allOptions(element)
    .map((option) => `<li>${textObject(option['text'])}</li>`)
    .join('');
  return wrap('overflow', 'el-overflow', `<span class="btn btn-icon" title="More actions">⋯</span><ul class="menu" hidden>${items}</ul>`);
}

export function choices(element: Record<string, unknown>): string {
  const type = String(element['type']);
  const radio = type === 'radio_buttons';
  const initial = new Set([...list(element['initial_options']), element['initial_option']].filter(isRecord).map((option) => JSON.stringify(option['value'])));
  const items = allOptions(element)
    .map((option) => {
      const on = initial.has(JSON.stringify(option['value']));
      const mark = `<span class="${radio ? 'radio' : 'checkbox'}${on ? ' on' : ''}"></span>`;
      const description = option['description'] !== undefined ? `<span class="option-description">${textObject(option['description'])}</span>` : '';
      return `<li>${mark}<span>${textObject(option['text'])}${description}</span></li>`;
    })
    .join('');
  return wrap(type, 'el-choices', `<ul class="choices">${items}</ul>`);
}

export function optionText(option: unknown): string {
  return isRecord(option) ? (str(rawText(option['text'])) ?? '') : '';
}
