import { esc, list, str } from '../html.js';
import { richTextElements } from '../text/rich-text.js';
import { textObject } from '../text/text-object.js';
import { wrap } from './controls.js';

// The elements people type into or pick a date with: text inputs, pickers, files.

function field(value: string, placeholder: unknown, fallback: string, icon = ''): string {
  const shown = value !== '' ? `<span class="value">${value}</span>` : `<span class="placeholder">${textObject(placeholder) || esc(fallback)}</span>`;
  return `<span class="field">${shown}${icon}</span>`;
}

export function textInput(element: Record<string, unknown>): string {
  const type = String(element['type']);
  const initial = element['initial_value'];
  const value = typeof initial === 'string' || typeof initial === 'number' ? esc(String(initial)) : '';
  const multiline = element['multiline'] === true ? ' multiline' : '';
  return wrap(type, `el-input${multiline}`, field(value, element['placeholder'], ''));
}

export function richTextInput(element: Record<string, unknown>): string {
  const initial = element['initial_value'];
  const value = initial && typeof initial === 'object' ? richTextElements((initial as Record<string, unknown>)['elements']) : '';
  return wrap('rich_text_input', 'el-input multiline', field(value, element['placeholder'], ''));
}

export function fileInput(element: Record<string, unknown>): string {
  const types = list(element['filetypes']).filter((type) => typeof type === 'string');
  const accepts = types.length > 0 ? ` <span class="muted">(${esc(types.join(', '))})</span>` : '';
  return wrap('file_input', 'el-file-input', `<span class="drop">Drag and drop or <u>upload a file</u>${accepts}</span>`);
}

export function picker(element: Record<string, unknown>): string {
  const type = String(element['type']);
  let value = '';
  let icon = '📅';
  if (type === 'datepicker') value = str(element['initial_date']) ?? '';
  if (type === 'timepicker') {
    value = str(element['initial_time']) ?? '';
    icon = '🕒';
  }
  if (type === 'datetimepicker' && typeof element['initial_date_time'] === 'number' && Number.isFinite(element['initial_date_time'])) {
    const date = new Date(element['initial_date_time'] * 1000);
    value = Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 16).replace('T', ' ') + ' UTC';
  }
  const fallback = type === 'timepicker' ? 'Select time' : type === 'datetimepicker' ? 'Select date and time' : 'Select a date';
  return wrap(type, 'el-picker', field(esc(value), element['placeholder'], fallback, `<span class="caret">${icon}</span>`));
}
