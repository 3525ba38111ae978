import type { Ctx } from '../context.js';
import { esc, isRecord } from '../html.js';
import { textObject } from '../text/text-object.js';
import { button, choices, feedbackButtons, iconButton, overflow, select, wrap } from './controls.js';
import { fileInput, picker, richTextInput, textInput } from './fields.js';
import { imageElement } from './image.js';

/** Any element by its `type`; text objects where an element may be one (context); an unknown type as a labelled box. */
export function element(value: unknown, ctx: Ctx): string {
  if (!isRecord(value)) return '';
  const type = typeof value['type'] === 'string' ? value['type'] : '';
  switch (type) {
    case 'button':
    case 'workflow_button':
      return button(value);
    case 'icon_button':
      return iconButton(value);
    case 'feedback_buttons':
      return feedbackButtons(value);
    case 'overflow':
      return overflow(value);
    case 'checkboxes':
    case 'radio_buttons':
      return choices(value);
    case 'datepicker':
    case 'timepicker':
    case 'datetimepicker':
      return picker(value);
    case 'plain_text_input':
    case 'email_text_input':
    case 'url_text_input':
    case 'number_input':
      return textInput(value);
    case 'rich_text_input':
      return richTextInput(value);
    case 'file_input':
      return fileInput(value);
    case 'image':
      return imageElement(value, ctx);
    case 'plain_text':
    case 'mrkdwn':
      return `<span class="el el-text" data-element-type="${type}">${textObject(value)}</span>`;
    default:
      if (type.endsWith('_select')) return select(value);
      return wrap(type || 'unknown', 'el-unknown', `<span class="unknown">${esc(type || 'element without a type')}</span>`);
  }
}
