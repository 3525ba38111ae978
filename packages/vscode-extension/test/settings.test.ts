import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, readSettings, settingsSection, SETTING_KEYS, type SettingKey } from '../src/settings.js';

const reader = (values: Partial<Record<SettingKey, unknown>>) => (key: SettingKey) => values[key];

describe('readSettings', () => {
  it('gives the server defaults when nothing is set', () => {
    expect(readSettings(() => undefined)).toEqual(DEFAULT_SETTINGS);
  });

  it('maps every setting key into the server shape', () => {
    const settings = readSettings(
      reader({
        enable: false,
        manifestGlobs: ['apps/*/app.yaml'],
        blockGlobs: ['ui/**/*.json'],
        auditGlobs: ['audit/*.json'],
        methodGlobs: ['args/*.json'],
        rules: { 'max-length': 'warning' },
        limits: { maxDepth: 32 },
        'trace.server': 'verbose',
      }),
    );
    expect(settings).toEqual({
      enable: false,
      manifestGlobs: ['apps/*/app.yaml'],
      blockGlobs: ['ui/**/*.json'],
      auditGlobs: ['audit/*.json'],
      methodGlobs: ['args/*.json'],
      rules: { 'max-length': 'warning' },
      limits: { maxDepth: 32 },
      trace: { server: 'verbose' },
    });
  });

  it('falls back to the default for each value of the wrong type', () => {
    const settings = readSettings(
      reader({ enable: 'yes', manifestGlobs: 'a.yaml', blockGlobs: [1], rules: ['max-length'], limits: 7, 'trace.server': 'loud' }),
    );
    expect(settings).toEqual(DEFAULT_SETTINGS);
  });

  it('keeps good rule severities, reads warn as warning, and drops the rest', () => {
    const settings = readSettings(reader({ rules: { a: 'warn', b: 'off', c: 'fatal', d: 2, e: 'info' } }));
    expect(settings.rules).toEqual({ a: 'warning', b: 'off', e: 'info' });
  });

  it('keeps whole-number limits within their ceilings and drops the rest', () => {
    const settings = readSettings(reader({ limits: { maxDepth: 32, maxFileSize: -5, maxAliases: 1e9, depth: 3 } }));
    expect(settings.limits).toEqual({ maxDepth: 32 });
  });

  it('drops blank globs, which would select nothing', () => {
    expect(readSettings(reader({ manifestGlobs: ['', ' ', 'x.yaml'] })).manifestGlobs).toEqual(['x.yaml']);
  });

  it('reads each contributed key exactly once', () => {
    const asked: string[] = [];
    readSettings((key) => {
      asked.push(key);
      return undefined;
    });
    expect(asked.sort()).toEqual([...SETTING_KEYS].sort());
  });
});

describe('settingsSection', () => {
  const settings = readSettings(reader({ rules: { 'max-length': 'off' }, 'trace.server': 'messages' }));

  it('answers the whole section and its parts', () => {
    expect(settingsSection(settings, 'manifesto')).toEqual({ found: true, value: settings });
    expect(settingsSection(settings, 'manifesto.rules')).toEqual({ found: true, value: { 'max-length': 'off' } });
    expect(settingsSection(settings, 'manifesto.trace.server')).toEqual({ found: true, value: 'messages' });
    expect(settingsSection(settings, 'manifesto.nothing')).toEqual({ found: true, value: null });
  });

  it('leaves other sections to the editor', () => {
    expect(settingsSection(settings, 'editor')).toEqual({ found: false });
    expect(settingsSection(settings, 'manifestoX')).toEqual({ found: false });
    expect(settingsSection(settings, undefined)).toEqual({ found: false });
  });
});
