/**
 * The preview's settings, under `manifesto.preview.`: read by the extension when it draws, never sent to
 * the language server (the server does not draw), so they are not part of the server's settings.
 */

/** Every preview setting, relative to `manifesto` (`preview.images` is `manifesto.preview.images`). */
export const PREVIEW_SETTING_KEYS = ['preview.images'] as const;
export type PreviewSettingKey = (typeof PREVIEW_SETTING_KEYS)[number];

export interface PreviewSettings {
  /** Draw images from their URLs; otherwise a placeholder with the alt text, and nothing is fetched. */
  images: boolean;
}

export const DEFAULT_PREVIEW_SETTINGS: PreviewSettings = { images: false };

/** The preview settings from a reader (in the extension: `workspace.getConfiguration('manifesto', uri).get`); a value of the wrong type is its default. */
export function readPreviewSettings(get: (key: PreviewSettingKey) => unknown): PreviewSettings {
  const images = get('preview.images');
  return { images: typeof images === 'boolean' ? images : DEFAULT_PREVIEW_SETTINGS.images };
}
