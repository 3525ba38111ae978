// Blocks: a home view of about 250 kb with charts, from text, against JSON.parse alone.
import { core } from './core.mjs';
import { homeViewText } from './home-view.mjs';
import { measure } from './timing.mjs';

export function blocksBench(options) {
  if (typeof core.validateBlocksText !== 'function') return [{ case: 'home view', error: 'validateBlocksText is not exported by @manifesto/core yet' }];
  const pretty = homeViewText();
  // views.publish limits the minified JSON; a file in a repository is usually indented.
  const texts = { minified: JSON.stringify(JSON.parse(pretty)), indented: pretty };
  return Object.entries(texts).map(([layout, text]) => {
    const errors = core.validateBlocksText(text, { format: 'json' }).problems.filter((p) => p.severity === 'error');
    const result = measure({ text: () => core.validateBlocksText(text, { format: 'json' }), parse: () => JSON.parse(text) }, options);
    return {
      case: `home view, 20 charts + 80 sections, ${layout}`,
      bytes: Buffer.byteLength(text),
      errors: errors.length,
      firstErrors: errors.slice(0, 3).map((p) => `${p.rule} ${p.pointer}`),
      textUs: result.text.medianNs / 1e3,
      parseUs: result.parse.medianNs / 1e3,
      ratio: result.text.medianNs / result.parse.medianNs,
    };
  });
}
