import { describe, expect, it } from 'vitest';
import { DEFAULT_PREVIEW_SETTINGS, PREVIEW_SETTING_KEYS, readPreviewSettings } from '../src/preview-settings.js';

describe('readPreviewSettings', () => {
  it('draws no images unless the setting is true', () => {
    expect(readPreviewSettings(() => undefined)).toEqual({ images: false });
    expect(DEFAULT_PREVIEW_SETTINGS.images).toBe(false);
    expect(readPreviewSettings((key) => (key === 'preview.images' ? true : undefined))).toEqual({ images: true });
    for (const odd of ['true', 1, null, {}]) expect(readPreviewSettings(() => odd)).toEqual({ images: false });
  });

  it('reads each preview setting by its key under manifesto', () => {
    const asked: string[] = [];
    readPreviewSettings((key) => {
      asked.push(key);
      return undefined;
    });
    expect(asked).toEqual([...PREVIEW_SETTING_KEYS]);
  });
});
