/** Small builders for the layout block tests (actions, context, section, image, input, …). */

export const plain = (text: string, extra: Record<string, unknown> = {}) => ({ type: 'plain_text', text, ...extra });
export const mrkdwn = (text: string) => ({ type: 'mrkdwn', text });

export const button = (id: string, text = 'Click') => ({ type: 'button', text: plain(text), action_id: id, value: id });

/** A message around blocks. */
export const msg = (...blocks: unknown[]) => ({ text: 'fallback', blocks });

/** A modal around blocks; `submit` is there because input blocks need it. */
export const modal = (...blocks: unknown[]) => ({ type: 'modal', title: plain('Title'), submit: plain('Send'), blocks });

export const home = (...blocks: unknown[]) => ({ type: 'home', blocks });

/** The first line of the first block: its `{` in JSON, its `- type:` line in YAML. */
export const blockStart = (type: string) => ({ json: '    {', yaml: `type: ${type}` });

/** A URL of exactly `length` characters. */
export const urlOf = (length: number) => {
  const head = 'https://example.com/';
  return head + 'u'.repeat(length - head.length);
};
