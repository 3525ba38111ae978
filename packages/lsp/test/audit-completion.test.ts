import { describe, expect, test } from 'vitest';
import { getLanguageService } from 'manifesto-lsp';
import { applyEdits, cursor, documentOf } from './helpers.js';

const service = getLanguageService();

function completeAt(marked: string, name: string) {
  const { text, offset } = cursor(marked);
  const document = documentOf(text, name);
  const items = service.completion(document, document.positionAt(offset)).items;
  return {
    labels: items.map((item) => item.label),
    apply(label: string): string {
      const item = items.find((i) => i.label === label);
      if (!item?.textEdit || !('range' in item.textEdit)) throw new Error(`no completion ${label}`);
      return applyEdits(text, [item.textEdit]);
    },
  };
}

describe('audit log action names', () => {
  test('JSON: the name under the cursor in the comma-separated string is completed, the others kept', () => {
    const result = completeAt('{"action": "user_login,file_dow|"}', 'x.audit.logs.json');
    expect(result.labels).toContain('file_downloaded');
    expect(result.apply('file_downloaded')).toBe('{"action": "user_login,file_downloaded"}');
    expect(completeAt('{"action": "us|er_logout"}', 'x.audit.logs.json').apply('user_login')).toBe('{"action": "user_login"}');
  });

  test('YAML: after a comma and a space, and in a quoted string', () => {
    expect(completeAt('action: user_login, file_dow|\n', 'x.audit.logs.yaml').apply('file_downloaded')).toBe('action: user_login, file_downloaded\n');
    expect(completeAt("action: 'user_logout,us|'\n", 'x.audit.logs.yaml').apply('user_login')).toBe("action: 'user_logout,user_login'\n");
  });
});
