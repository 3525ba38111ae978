import type { Problem } from '../problem.js';
import { kindById } from '../kinds/registry.js';
import { runKind } from '../kinds/run.js';
import { applySeverities } from '../rules/severity.js';
import { failedCheckProblem, readOptions } from '../api/guard.js';
import type { DocumentOptions } from '../document-check.js';
import { keepKnown } from './filter.js';
import { emptySites, publishStandIn, standIn } from './stand-in.js';

/**
 * How a payload written in code reaches the platform, which decides its surface:
 * - `message`: the message fields of a posting call (`chat.postMessage`, `say`, `respond`, …);
 * - `view`: a view opened, pushed or updated (`views.open`, `ack({response_action: 'update', view})`), on
 *   the surface of its own `type`;
 * - `publish`: the view of `views.publish`, a Home tab (a modal there is a mistake);
 * - `blocks`: a list of blocks with no known surface.
 */
export type PayloadForm = 'message' | 'view' | 'publish' | 'blocks';

/**
 * Checks a Block Kit value with holes (`hole.ts`) as the block file checks would, and reports only what
 * holds whatever the holes are. The checks run on a stand-in (holes replaced, reads of them noticed, so a
 * rule that read one is silent), then the problems that touch a hole are dropped (`filter.ts`). Pointers
 * are into the value as given: a spread or conditional item keeps its index.
 */
export function checkPayloadValue(value: unknown, form: PayloadForm, options: Pick<DocumentOptions, 'rules' | 'limits'> = {}): Problem[] {
  const read = readOptions(options);
  if ('problem' in read) return [read.problem];
  try {
    const sites = emptySites();
    // views.publish's own rule (a Home tab or profile view, never a modal) is the methods kind's.
    const publish = form === 'publish';
    const input = publish ? publishStandIn(value, sites) : standIn(value, '', sites);
    const checked = publish
      ? runKind(kindById('methods'), input, { ...read.options, method: 'views.publish', tree: sites.tree })
      : runKind(kindById('blocks'), input, { ...read.options, tree: sites.tree });
    // The call decides the container: only a bare list is told from its shape.
    const shaped = checked.problems.filter((problem) => form === 'blocks' || problem.rule !== 'blocks-container');
    const known = keepKnown(shaped, sites);
    return applySeverities(publish ? underView(known) : known, read.options.rules);
  } catch (error) {
    return [failedCheckProblem(error, 'value', value)];
  }
}

/** The views.publish problems of its view, with pointers into the view. */
function underView(problems: readonly Problem[]): Problem[] {
  const strip = (pointer: string) => (pointer === '/view' ? '' : pointer.slice('/view'.length));
  return problems
    .filter((problem) => problem.pointer === '/view' || problem.pointer.startsWith('/view/'))
    .map((problem) => {
      const data = problem.data && { ...problem.data };
      for (const key of ['parent', 'first', 'input']) if (data && typeof data[key] === 'string') data[key] = strip(data[key] as string);
      return { ...problem, pointer: strip(problem.pointer), ...(data ? { data } : {}) };
    });
}
