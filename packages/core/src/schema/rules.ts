import { defineRule, type Rule } from '../rules/define.js';
import { formatPointer, joinPointer } from '../source/pointer.js';

/** `required`: the missing key and the object that should hold it. */
type RequiredData = {
  key: string;
  parent: string;
};

/**
 * `unknown-key`: the stray key, a likely meant sibling, or the places where it belongs (display paths),
 * the one to move it to when there is one, and the known keys of its object.
 */
type UnknownKeyData = {
  key: string;
  suggestion?: string;
  moveTo?: string;
  belongsUnder?: string[];
  known?: string[];
};

type EnumData = {
  allowed: unknown[];
  suggestion?: string;
};

/** `features.shortcuts` → `/features/shortcuts`; paths through lists (`[]`) or maps (`<name>`) name no single place. */
function displayPathPointer(path: string): string | undefined {
  if (path === '') return '';
  if (path.includes('[]') || path.includes('<')) return undefined;
  return formatPointer(path.split('.'));
}

/** Rules reported by the schema check, one per kind of mistake; shared by every document kind. */
export const notAnObjectRule = defineRule({
  id: 'not-an-object',
  defaultSeverity: 'error',
  description: 'The document must be a mapping (a JSON object) at the top level.',
  docs: {
    why: 'Every manifest and payload is an object of named fields; a list, a string or an empty file gives the platform nothing to read.',
    example: {
      file: 'manifest.yaml',
      text: `- display_information
- features
`,
    },
  },
});
export const requiredRule = defineRule<RequiredData>({
  id: 'required',
  defaultSeverity: 'error',
  description: 'A required key is missing from its group.',
  fix: ({ data }, context) => {
    if (!data) return [];
    // One candidate per value that may fit; the first that leaves no new error is offered.
    const title = `Add the required key \`${context.pathOf(joinPointer(data.parent, data.key))}\``;
    return context.placeholdersAt(joinPointer(data.parent, data.key)).map((value) => ({
      title,
      edits: [{ op: 'insert' as const, parent: data.parent, key: data.key, value }],
    }));
  },
  docs: {
    why: 'The platform refuses a document that lacks a field it needs, so the app cannot be created, updated or posted until it is added.',
    example: {
      file: 'manifest.yaml',
      text: `display_information:
  description: Posts the daily report
`,
    },
  },
});
export const unknownKeyRule = defineRule<UnknownKeyData>({
  id: 'unknown-key',
  defaultSeverity: 'error',
  description: 'A key the schema does not define; says where it belongs or which key was meant.',
  fix: ({ data, pointer }) => {
    if (!data) return [];
    const fixes = [];
    if (data.suggestion)
      fixes.push({ title: `Rename \`${data.key}\` to \`${data.suggestion}\``, edits: [{ op: 'rename' as const, pointer, name: data.suggestion }] });
    const to = data.moveTo === undefined ? undefined : displayPathPointer(data.moveTo);
    if (to !== undefined)
      fixes.push({
        title: `Move \`${data.key}\` under \`${data.moveTo === '' ? 'the top level' : data.moveTo}\``,
        edits: [{ op: 'move' as const, pointer, to }],
      });
    return fixes;
  },
  docs: {
    why: 'The platform rejects fields it does not define, and a misspelt or misplaced key is ignored by tools that do not; the message names the key meant or where it belongs.',
    example: {
      file: 'manifest.yaml',
      text: `display_information:
  name: Helper
  descripton: Posts the daily report
`,
    },
  },
});
export const typeRule = defineRule({
  id: 'type',
  defaultSeverity: 'error',
  description: 'A value has the wrong type (string, number, boolean, list or object).',
  docs: {
    why: 'A value of the wrong type is refused by the platform, or read as something else (the string "false" is not the boolean false).',
    example: {
      file: 'manifest.yaml',
      text: `display_information:
  name: Helper
settings:
  socket_mode_enabled: "yes"
`,
    },
  },
});
export const maxLengthRule = defineRule({
  id: 'max-length',
  defaultSeverity: 'error',
  description: 'A string is longer than its limit.',
  docs: {
    why: 'Texts over their limit are refused by the platform or cut off where users see them.',
    example: {
      file: 'manifest.yaml',
      text: `display_information:
  name: The helper that posts the daily report
`,
    },
  },
});
export const minLengthRule = defineRule({
  id: 'min-length',
  defaultSeverity: 'error',
  description: 'A string is shorter than its minimum, usually empty.',
  docs: {
    why: 'An empty text where the platform needs one is refused, or shows an empty label.',
    example: {
      file: 'manifest.yaml',
      text: `display_information:
  name: ""
`,
    },
  },
});
export const maxItemsRule = defineRule({
  id: 'max-items',
  defaultSeverity: 'error',
  description: 'A list has more items than its limit.',
  docs: {
    why: 'Lists over their limit are refused by the platform: the document is not created, posted or shown.',
    example: {
      file: 'message.blocks.json',
      text: `{
  "blocks": [
    {
      "type": "context",
      "elements": [
        { "type": "mrkdwn", "text": "0" },
        { "type": "mrkdwn", "text": "1" },
        { "type": "mrkdwn", "text": "2" },
        { "type": "mrkdwn", "text": "3" },
        { "type": "mrkdwn", "text": "4" },
        { "type": "mrkdwn", "text": "5" },
        { "type": "mrkdwn", "text": "6" },
        { "type": "mrkdwn", "text": "7" },
        { "type": "mrkdwn", "text": "8" },
        { "type": "mrkdwn", "text": "9" },
        { "type": "mrkdwn", "text": "10" }
      ]
    }
  ]
}
`,
    },
  },
});
export const minItemsRule = defineRule({
  id: 'min-items',
  defaultSeverity: 'error',
  description: 'A list has fewer items than its minimum.',
  docs: {
    why: 'A list that must hold something is refused when it is empty.',
    example: {
      file: 'message.blocks.json',
      text: `{ "blocks": [{"type": "actions", "elements": []}] }
`,
    },
  },
});
export const maxPropertiesRule = defineRule({
  id: 'max-properties',
  defaultSeverity: 'error',
  description: 'A map (types, properties) has more entries than its limit.',
  docs: {
    why: 'Maps over their limit (datastores, types, workflows, attributes) are refused by the platform.',
    example: {
      file: 'manifest.yaml',
      text: `display_information:
  name: Helper
datastores:
  store_0:
    primary_key: id
    attributes:
      id:
        type: string
  store_1:
    primary_key: id
    attributes:
      id:
        type: string
  store_2:
    primary_key: id
    attributes:
      id:
        type: string
  store_3:
    primary_key: id
    attributes:
      id:
        type: string
  store_4:
    primary_key: id
    attributes:
      id:
        type: string
  store_5:
    primary_key: id
    attributes:
      id:
        type: string
  store_6:
    primary_key: id
    attributes:
      id:
        type: string
  store_7:
    primary_key: id
    attributes:
      id:
        type: string
  store_8:
    primary_key: id
    attributes:
      id:
        type: string
  store_9:
    primary_key: id
    attributes:
      id:
        type: string
  store_10:
    primary_key: id
    attributes:
      id:
        type: string
`,
    },
  },
});
export const minPropertiesRule = defineRule({
  id: 'min-properties',
  defaultSeverity: 'error',
  description: 'A map has fewer entries than its minimum.',
  docs: {
    why: 'An object that must set at least one field is refused when it sets none.',
    example: {
      file: 'message.blocks.json',
      text: `{
  "blocks": [
    {
      "type": "actions",
      "elements": [{ "type": "conversations_select", "action_id": "pick", "filter": {} }]
    }
  ]
}
`,
    },
  },
});
export const enumRule = defineRule<EnumData>({
  id: 'enum',
  defaultSeverity: 'error',
  description: 'A value is not one of the allowed values.',
  fix: ({ data, pointer }) =>
    data?.suggestion === undefined ? [] : [{ title: `Change to \`${data.suggestion}\``, edits: [{ op: 'set', pointer, value: data.suggestion }] }],
  docs: {
    why: 'The platform accepts only the listed values; any other is refused, and the message names the value that was probably meant.',
    example: {
      file: 'message.blocks.json',
      text: `{
  "blocks": [
    {
      "type": "actions",
      "elements": [{ "type": "button", "text": {"type": "plain_text", "text": "Go"}, "style": "green" }]
    }
  ]
}
`,
    },
  },
});
export const patternRule = defineRule({
  id: 'pattern',
  defaultSeverity: 'error',
  description: 'A string does not have the required shape (slash command, domain, snake_case, reference).',
  docs: {
    why: 'Names the platform parses (commands, domains, callback ids, references) must have their exact shape, or the document is refused.',
    example: {
      file: 'manifest.yaml',
      text: `display_information:
  name: Helper
features:
  slash_commands:
    - command: deploy
      description: Deploy the app
`,
    },
  },
});
export const urlRule = defineRule({
  id: 'url',
  defaultSeverity: 'error',
  description: 'A URL is missing or has the wrong scheme (https, or http/https for app_directory).',
  docs: {
    why: 'The platform calls these URLs itself and accepts only https (http too for the app directory); a URL of another scheme or with spaces is refused.',
    example: {
      file: 'manifest.yaml',
      text: `display_information:
  name: Helper
settings:
  interactivity:
    is_enabled: true
    request_url: http://example.com/slack/actions
`,
    },
  },
});
export const colorRule = defineRule({
  id: 'color',
  defaultSeverity: 'error',
  description: 'A colour is not #RGB or #RRGGBB.',
  docs: {
    why: 'Colours are read as hexadecimal #RGB or #RRGGBB; any other form is refused.',
    example: {
      file: 'manifest.yaml',
      text: `display_information:
  name: Helper
  background_color: "#4A154"
`,
    },
  },
});
export const uniqueItemsRule = defineRule({
  id: 'unique-items',
  defaultSeverity: 'error',
  description: 'A list repeats a value.',
  docs: {
    why: 'A list whose items must be unique is refused when one repeats.',
    example: {
      file: 'manifest.yaml',
      text: `display_information:
  name: Helper
features:
  unfurl_domains:
    - example.com
    - example.com
oauth_config:
  scopes:
    bot:
      - links:read
`,
    },
  },
});
export const schemaRule = defineRule({
  id: 'schema',
  defaultSeverity: 'error',
  description: 'Any other schema mismatch.',
  docs: { why: 'A mismatch with the schema that none of the other rules names; the message quotes the check that failed.' },
});

export const SCHEMA_RULES: readonly Rule[] = [
  notAnObjectRule,
  requiredRule,
  unknownKeyRule,
  typeRule,
  maxLengthRule,
  minLengthRule,
  maxItemsRule,
  minItemsRule,
  maxPropertiesRule,
  minPropertiesRule,
  enumRule,
  patternRule,
  urlRule,
  colorRule,
  uniqueItemsRule,
  schemaRule,
];
