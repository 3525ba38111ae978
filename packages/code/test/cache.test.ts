import { describe, expect, it } from 'vitest';
import { checkCodeFiles, CodeCache } from 'manifesto-code';

const ids = { fileName: '/app/ids.js', text: "export const APPROVE = 'approve_button';\n" };
const listeners = { fileName: '/app/listeners.js', text: "import { APPROVE } from './ids.js';\napp.action(APPROVE, async () => {});\n" };
const home = { fileName: '/app/home.js', text: "app.event('app_home_opened', async () => {});\n" };

describe('CodeCache', () => {
  it('reads again only the files whose text changed, and links them as a fresh call would', async () => {
    const cache = new CodeCache();
    const first = await checkCodeFiles([ids, listeners, home], { cache });
    const edited = { ...ids, text: "export const APPROVE = 'approve';\n" };
    const second = await checkCodeFiles([edited, listeners, home], { cache });
    // The untouched file without imports is the kept reading itself; the edited constant reaches its importer.
    expect(second[2]!.facts).toBe(first[2]!.facts);
    expect(second[1]!.facts.listeners.map((listener) => listener.id)).toEqual([{ kind: 'exact', value: 'approve' }]);
    expect(second).toEqual(await checkCodeFiles([edited, listeners, home]));
  });

  it('forgets a file no longer given', async () => {
    const cache = new CodeCache();
    await checkCodeFiles([ids, listeners], { cache });
    const alone = await checkCodeFiles([listeners], { cache });
    expect(alone[0]!.facts.listeners.map((listener) => listener.id)).toEqual([{ kind: 'computed' }]);
  });
});
