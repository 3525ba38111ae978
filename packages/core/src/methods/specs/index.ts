import { sessionsRename, sessionsSetStatus } from './agents.js';
import { setStatus, setSuggestedPrompts } from './assistant.js';
import { canvasesEdit } from './canvases.js';
import { MANIFEST_METHOD_SPECS } from './manifest.js';
import { oauthV2Access } from './oauth.js';
import type { MethodSpec } from './spec.js';
import { appendStream, startStream, stopStream } from './stream.js';
import { viewsPublish } from './views.js';
import { chatUnfurl, entityPresentDetails } from './work-objects.js';

/** The specification's methods (§2.3–§2.5, §4, §8), written by hand; every other method's schema is generated from the catalogue. */
export const METHOD_SPECS: ReadonlyMap<string, MethodSpec> = new Map<string, MethodSpec>([
  ['canvases.edit', canvasesEdit],
  ['assistant.threads.setSuggestedPrompts', setSuggestedPrompts],
  ['assistant.threads.setStatus', setStatus],
  ['views.publish', viewsPublish],
  ['oauth.v2.access', oauthV2Access],
  ...Object.entries(MANIFEST_METHOD_SPECS),
  // The agent era and Work Objects (stream.ts, agents.ts, work-objects.ts).
  ['chat.startStream', startStream],
  ['chat.appendStream', appendStream],
  ['chat.stopStream', stopStream],
  ['agents.sessions.setStatus', sessionsSetStatus],
  ['agents.sessions.rename', sessionsRename],
  ['chat.unfurl', chatUnfurl],
  ['entity.presentDetails', entityPresentDetails],
]);
