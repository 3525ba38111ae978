import { defineRule, type Rule } from '../../rules/define.js';
import { slackFileSource } from '../objects/slack-file.js';

type RangeData = { limit: number; actual: number };

/**
 * The rules of the interactive elements beyond their schemas. Each is listed by exactly one element
 * (a rule is registered once); `ELEMENT_RULES` is the whole list for tests.
 */
export const elementNumberRangeRule = defineRule<RangeData>({
  id: 'element-number-range',
  defaultSeverity: 'error',
  description: 'A number field of an element is out of its range (max_files 1–10, max_selected_items at least 1, min_length 0–3000, …).',
  docs: {
    why: 'Element numbers have ranges (at most 10 files, at least one selected item, lengths up to 3,000); values outside them are refused.',
    example: {
      file: 'modal.view.json',
      text: `{
  "type": "modal",
  "title": { "type": "plain_text", "text": "Report" },
  "submit": { "type": "plain_text", "text": "Send" },
  "blocks": [
    {
      "type": "input",
      "label": { "type": "plain_text", "text": "Attach" },
      "element": { "type": "file_input", "action_id": "files", "max_files": 20 }
    }
  ]
}
`,
    },
  },
});
export const optionsExclusiveRule = defineRule({
  id: 'options-exclusive',
  defaultSeverity: 'error',
  description: 'A static select has both `options` and `option_groups`, or neither; it takes exactly one of them.',
  docs: {
    why: 'A static select lists either `options` or `option_groups`; with both or neither the platform refuses it.',
    example: {
      file: 'message.blocks.json',
      text: `{
  "blocks": [
    {
      "type": "actions",
      "elements": [
        {
          "type": "static_select",
          "action_id": "team",
          "placeholder": { "type": "plain_text", "text": "Team" }
        }
      ]
    }
  ]
}
`,
    },
  },
});
export const initialOptionUnknownRule = defineRule<{ expected?: unknown }>({
  id: 'initial-option-unknown',
  defaultSeverity: 'error',
  description: '`initial_option` or one of `initial_options` is not one of the element’s options (same value and text).',
  // Where the value matches an option but the text does not, the fix copies the option's text.
  fix: ({ data, pointer }) =>
    typeof data?.expected === 'string' ? [{ title: `Change to ${JSON.stringify(data.expected)}`, edits: [{ op: 'set', pointer, value: data.expected }] }] : [],
  docs: {
    why: "The platform refuses an initial option that is not one of the element's options, down to its text.",
    example: {
      file: 'message.blocks.json',
      text: `{
  "blocks": [
    {
      "type": "actions",
      "elements": [
        {
          "type": "static_select",
          "action_id": "team",
          "options": [{ "text": {"type": "plain_text", "text": "Billing"}, "value": "billing" }],
          "initial_option": { "text": {"type": "plain_text", "text": "Support"}, "value": "support" }
        }
      ]
    }
  ]
}
`,
    },
  },
});
export const inputLengthRangeRule = defineRule<RangeData>({
  id: 'input-length-range',
  defaultSeverity: 'error',
  description: 'A plain text input’s `min_length` is greater than its `max_length`.',
  docs: {
    why: 'A text input whose minimum length is above its maximum can never be submitted.',
    example: {
      file: 'modal.view.json',
      text: `{
  "type": "modal",
  "title": { "type": "plain_text", "text": "Report" },
  "submit": { "type": "plain_text", "text": "Save" },
  "blocks": [
    {
      "type": "input",
      "label": { "type": "plain_text", "text": "Title" },
      "element": { "type": "plain_text_input", "action_id": "title", "min_length": 50, "max_length": 10 }
    }
  ]
}
`,
    },
  },
});
export const numberInputValueRule = defineRule({
  id: 'number-input-value',
  defaultSeverity: 'error',
  description: 'A number input’s `min_value`, `max_value` or `initial_value` is not a number written as a string ("10", "-2.5").',
  docs: {
    why: 'A number input takes its bounds and initial value as numbers written in strings ("10"); a bare number or other text is refused.',
    example: {
      file: 'modal.view.json',
      text: `{
  "type": "modal",
  "title": { "type": "plain_text", "text": "Report" },
  "submit": { "type": "plain_text", "text": "Save" },
  "blocks": [
    {
      "type": "input",
      "label": { "type": "plain_text", "text": "Count" },
      "element": {
        "type": "number_input",
        "action_id": "count",
        "is_decimal_allowed": false,
        "min_value": "ten"
      }
    }
  ]
}
`,
    },
  },
});
export const numberInputRangeRule = defineRule({
  id: 'number-input-range',
  defaultSeverity: 'error',
  description: 'A number input’s `min_value` is greater than its `max_value`, or its `initial_value` is outside them.',
  docs: {
    why: 'A number input whose minimum is above its maximum, or whose initial value is outside them, can never be submitted as it starts.',
    example: {
      file: 'modal.view.json',
      text: `{
  "type": "modal",
  "title": { "type": "plain_text", "text": "Report" },
  "submit": { "type": "plain_text", "text": "Save" },
  "blocks": [
    {
      "type": "input",
      "label": { "type": "plain_text", "text": "Count" },
      "element": {
        "type": "number_input",
        "action_id": "count",
        "is_decimal_allowed": false,
        "min_value": "10",
        "max_value": "5"
      }
    }
  ]
}
`,
    },
  },
});
export const numberInputDecimalRule = defineRule({
  id: 'number-input-decimal',
  defaultSeverity: 'error',
  description: 'A number input has a decimal value but `is_decimal_allowed` is not true.',
  fix: ({ data }) => {
    const at = typeof data?.['element'] === 'string' ? data['element'] : undefined;
    return at === undefined ? [] : [{ title: 'Set `is_decimal_allowed` to true', edits: [{ op: 'set', pointer: `${at}/is_decimal_allowed`, value: true }] }];
  },
  docs: {
    why: 'A number input that does not allow decimals cannot hold a decimal value.',
    example: {
      file: 'modal.view.json',
      text: `{
  "type": "modal",
  "title": { "type": "plain_text", "text": "Report" },
  "submit": { "type": "plain_text", "text": "Save" },
  "blocks": [
    {
      "type": "input",
      "label": { "type": "plain_text", "text": "Count" },
      "element": {
        "type": "number_input",
        "action_id": "count",
        "is_decimal_allowed": false,
        "initial_value": "2.5"
      }
    }
  ]
}
`,
    },
  },
});
export const dateFormatRule = defineRule({
  id: 'date-format',
  defaultSeverity: 'error',
  description: 'A datepicker’s `initial_date` is not a real date written YYYY-MM-DD.',
  docs: {
    why: 'A date picker reads its initial date as YYYY-MM-DD; any other form, or a day that does not exist, is refused.',
    example: {
      file: 'message.blocks.json',
      text: `{
  "blocks": [
    {
      "type": "actions",
      "elements": [{ "type": "datepicker", "action_id": "due", "initial_date": "2024-02-30" }]
    }
  ]
}
`,
    },
  },
});
export const timeFormatRule = defineRule({
  id: 'time-format',
  defaultSeverity: 'error',
  description: 'A timepicker’s `initial_time` is not a time written HH:mm, from 00:00 to 23:59.',
  docs: {
    why: 'A time picker reads its initial time as HH:mm from 00:00 to 23:59; any other form is refused.',
    example: {
      file: 'message.blocks.json',
      text: `{
  "blocks": [
    {
      "type": "actions",
      "elements": [{ "type": "timepicker", "action_id": "at", "initial_time": "9:30" }]
    }
  ]
}
`,
    },
  },
});
export const imageElementSourceRule = defineRule({
  id: 'image-element-source',
  defaultSeverity: 'error',
  description: 'An image element has both `image_url` and `slack_file`, or neither; it needs exactly one.',
  docs: {
    why: 'An image element shows one image, from `image_url` or from `slack_file`; with neither or both the platform refuses it.',
    example: {
      file: 'message.blocks.json',
      text: `{ "blocks": [{"type": "context", "elements": [{"type": "image", "alt_text": "avatar"}]}] }
`,
    },
  },
});
export const responseUrlEnabledPlaceRule = defineRule({
  id: 'response-url-enabled-place',
  defaultSeverity: 'warning',
  description: '`response_url_enabled` on a conversations or channels select outside an input block of a modal, where the platform ignores it.',
  docs: {
    why: 'The platform sends a response URL only for a conversations or channels select in an input block of a modal; set anywhere else, the flag does nothing.',
    example: {
      file: 'message.blocks.json',
      text: `{
  "blocks": [
    {
      "type": "actions",
      "elements": [{ "type": "conversations_select", "action_id": "where", "response_url_enabled": true }]
    }
  ]
}
`,
    },
  },
});
export const workflowInputNameEmptyRule = defineRule({
  id: 'workflow-input-name-empty',
  defaultSeverity: 'warning',
  description:
    'A workflow button trigger has a customizable input parameter with an empty `name`, which names no input. A warning: the Trigger object reference page states no minimum length.',
  docs: {
    why: "An input parameter is matched to the workflow's input by name; an empty name matches nothing.",
    example: {
      file: 'message.blocks.json',
      text: `{
  "blocks": [
    {
      "type": "actions",
      "elements": [
        {
          "type": "workflow_button",
          "text": { "type": "plain_text", "text": "Run" },
          "workflow": {
            "trigger": {
              "url": "https://slack.com/shortcuts/Ft0123/abc",
              "customizable_input_parameters": [{ "name": "", "value": "x" }]
            }
          }
        }
      ]
    }
  ]
}
`,
    },
  },
});

export const ELEMENT_RULES: readonly Rule[] = [
  elementNumberRangeRule,
  optionsExclusiveRule,
  initialOptionUnknownRule,
  inputLengthRangeRule,
  numberInputValueRule,
  numberInputRangeRule,
  numberInputDecimalRule,
  dateFormatRule,
  timeFormatRule,
  imageElementSourceRule,
  responseUrlEnabledPlaceRule,
  workflowInputNameEmptyRule,
  slackFileSource,
];
