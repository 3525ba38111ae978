import type { Problem } from '../../problem.js';
import { enumRule } from '../../schema/rules.js';
import { Anything, Optional, Str } from '../../schema/common.js';
import { isRecord } from '../../source/pointer.js';
import { argumentsSchema } from '../schema.js';
import { emptyArguments } from './empty.js';
import type { MethodSpec } from './spec.js';

/** The view types views.publish accepts: the Home tab, and the documented profile view (§4.2, §7.2 `missing_profile_id`). */
export const PUBLISH_VIEW_TYPES = ['home', 'profile'] as const;

/**
 * views.publish: `user_id` and `view` (an object, or the JSON string the form carries). The view's
 * blocks, size (250 kb) and type are checked as Block Kit by the generic pass (check.ts); here only the
 * view type, which differs from the other view methods.
 */
export const viewsPublish: MethodSpec = {
  schema: argumentsSchema('views.publish', () => ({
    // No source states a minimum length: an empty one is `argument-empty`, a warning (methods/limits.ts).
    user_id: Str({ description: 'The user whose Home tab gets the view.' }),
    view: Anything('The view: `{type: "home", blocks: […]}`, as an object or a JSON-encoded string (at most 250 kb).'),
    hash: Optional(Str({ description: 'The view state token from the last views.publish answer; a mismatch returns hash_conflict.' })),
    interactivity_pointer: Optional(Str({ description: 'An interactivity pointer.' })),
    // The profile view's id: its error `missing_profile_id` (§7.2) names it, but no page says whether it is an
    // argument or a key of the view, so it is accepted in both places and required in neither.
    profile_id: Optional(Str({ description: 'The profile a view of type `profile` is published to.' })),
  })),
  decode: { view: 'object' },
  check({ method, args }) {
    const problems: Problem[] = emptyArguments(method, args);
    // A view that is not an object is the generic Block Kit argument check's `type` problem (block-shapes.ts).
    const view = args['view'];
    const type = isRecord(view) ? view['type'] : undefined;
    if (type !== undefined && !(PUBLISH_VIEW_TYPES as readonly unknown[]).includes(type)) {
      problems.push(
        enumRule.problem({
          pointer: '/view/type',
          target: 'value',
          message: `\`type\` is ${JSON.stringify(type)}; views.publish publishes "home" (or "profile") views${type === 'modal' ? ', and a modal is opened with views.open' : ''}.`,
          data: { allowed: [...PUBLISH_VIEW_TYPES] },
        }),
      );
    }
    return { problems };
  },
};
