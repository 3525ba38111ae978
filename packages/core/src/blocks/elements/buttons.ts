import Type from 'typebox';
import { Closed, Formatted, List, OneOfValues, Optional, Str } from '../../schema/common.js';
import { ELEMENT_LIMITS } from '../limits/elements.js';
import { PlainText } from '../kit/slot.js';
import { WORKFLOW, emptyInputNames } from '../objects/trigger.js';
import { workflowInputNameEmptyRule } from './rules.js';
import { ACTION_ID, ActionId, CONFIRM_FIELD, element } from './common.js';
import { lazy } from '../../lazy.js';

const STYLE = lazy(() => Optional(OneOfValues(['primary', 'danger'], 'The button colour: primary (green) or danger (red); leave out for the default.')));

function Label(max: number) {
  return Optional(Str({ minLength: 1, maxLength: max, description: `Read by screen readers instead of the text, 1 to ${max} characters.` }));
}

const B = ELEMENT_LIMITS.button;

export const button = element({
  type: 'button',
  description: 'A button that sends an interaction payload or opens a URL.',
  schema: () =>
    Closed(
      {
        type: Type.Literal('button'),
        text: PlainText(B.text.value, { description: 'The button label' }),
        action_id: ACTION_ID(),
        url: Optional(
          Formatted('http-url', {
            maxLength: B.url.value,
            description: 'Opened in the browser when the button is clicked (http or https), at most 3000 characters.',
          }),
        ),
        value: Optional(Str({ minLength: 1, maxLength: B.value.value, description: 'Sent to the app with the interaction, at most 2000 characters.' })),
        style: STYLE(),
        confirm: CONFIRM_FIELD(),
        accessibility_label: Label(B.accessibility_label.value),
      },
      { description: 'A button.' },
    ),
});

const W = ELEMENT_LIMITS.workflow_button;

export const workflowButton = element({
  type: 'workflow_button',
  description: 'A button that starts a workflow through its link trigger.',
  schema: () =>
    Closed(
      {
        type: Type.Literal('workflow_button'),
        text: PlainText(W.text.value, { description: 'The button label' }),
        workflow: WORKFLOW(),
        action_id: ActionId(),
        style: STYLE(),
        accessibility_label: Label(W.accessibility_label.value),
      },
      { description: 'A workflow button.' },
    ),
  check: (value, place) => emptyInputNames(value, place.pointer),
  rules: [workflowInputNameEmptyRule],
});

const I = ELEMENT_LIMITS.icon_button;

export const iconButton = element({
  type: 'icon_button',
  description: 'A button showing an icon, in a context_actions block.',
  schema: () =>
    Closed(
      {
        type: Type.Literal('icon_button'),
        icon: OneOfValues(['trash'], 'The icon: trash.'),
        text: PlainText(I.text.value, { description: 'The button’s name' }),
        action_id: ACTION_ID(),
        value: Optional(Str({ minLength: 1, maxLength: I.value.value, description: 'Sent to the app with the interaction, at most 2000 characters.' })),
        confirm: CONFIRM_FIELD(),
        accessibility_label: Label(I.accessibility_label.value),
        visible_to_user_ids: Optional(
          List(Str({ minLength: 1, description: 'A user id.' }), {
            maxItems: I.visible_to_user_ids.value,
            description: 'The users who see the button, at most 10; everyone when left out.',
          }),
        ),
      },
      { description: 'An icon button.' },
    ),
});

const F = ELEMENT_LIMITS.feedback_buttons;

const FEEDBACK_BUTTON = lazy(() =>
  Closed(
    {
      text: PlainText(F.text.value, { description: 'The button label' }),
      value: Str({ minLength: 1, maxLength: F.value.value, description: 'Sent to the app when this button is clicked, at most 2000 characters.' }),
      accessibility_label: Label(F.accessibility_label.value),
    },
    { description: 'One of the two feedback buttons.' },
  ),
);

export const feedbackButtons = element({
  type: 'feedback_buttons',
  description: 'A pair of buttons for positive and negative feedback, in a context_actions block.',
  schema: () =>
    Closed(
      {
        type: Type.Literal('feedback_buttons'),
        action_id: ACTION_ID(),
        positive_button: FEEDBACK_BUTTON(),
        negative_button: FEEDBACK_BUTTON(),
      },
      { description: 'Feedback buttons.' },
    ),
});

export const BUTTONS = [button, workflowButton, iconButton, feedbackButtons];
