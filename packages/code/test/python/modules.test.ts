import { describe, expect, it } from 'vitest';
import { pythonModuleCandidates } from '../../src/python/index.js';

describe('Python import candidates', () => {
  it('resolves relative imports from the file package and absolute ones from every folder above', () => {
    expect(pythonModuleCandidates('/srv/bot/listeners/actions.py', '.ids')).toEqual(['/srv/bot/listeners/ids.py', '/srv/bot/listeners/ids/__init__.py']);
    expect(pythonModuleCandidates('/srv/bot/listeners/actions.py', '..')).toEqual(['/srv/bot/__init__.py']);
    expect(pythonModuleCandidates('bot/app.py', 'listeners.ids')).toEqual([
      'bot/listeners/ids.py',
      'bot/listeners/ids/__init__.py',
      'listeners/ids.py',
      'listeners/ids/__init__.py',
    ]);
    expect(pythonModuleCandidates('/app.py', 'ids')).toEqual(['/ids.py', '/ids/__init__.py']);
    // More dots than folders: Python refuses the import; the top folder is as far as the reader goes.
    expect(pythonModuleCandidates('a/b.py', '....x')).toEqual(['x.py', 'x/__init__.py']);
  });
});
