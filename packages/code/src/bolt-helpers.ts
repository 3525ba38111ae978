/**
 * The helpers Bolt (JavaScript and Python) and the platform's Web API clients give an app, and the Web API
 * methods each calls for it, as the frameworks' sources do: the assistant's `setStatus`, `setTitle` and
 * `setSuggestedPrompts` call `assistant.threads.*`; `sayStream` and the client's `chatStream` /
 * `chat_stream` open a stream that calls `chat.startStream`, `chat.appendStream` and `chat.stopStream`.
 * `getThreadContext` and `saveThreadContext` are not here: an app may give the assistant its own store,
 * which calls what it likes. Scopes come from the core's catalogue, never from here.
 */
import { isWebApiMethod } from 'manifesto-core';

const STREAM = ['chat.startStream', 'chat.appendStream', 'chat.stopStream'];

/** Listener arguments (JavaScript names, destructured) → the methods they call. */
const JS_HELPERS: Readonly<Record<string, readonly string[]>> = {
  setStatus: ['assistant.threads.setStatus'],
  setTitle: ['assistant.threads.setTitle'],
  setSuggestedPrompts: ['assistant.threads.setSuggestedPrompts'],
  sayStream: STREAM,
};

/** Listener arguments (Python names, injected by parameter name) → the methods they call. */
const PY_HELPERS: Readonly<Record<string, readonly string[]>> = {
  set_status: ['assistant.threads.setStatus'],
  set_title: ['assistant.threads.setTitle'],
  set_suggested_prompts: ['assistant.threads.setSuggestedPrompts'],
  say_stream: STREAM,
};

/** Client methods that are helpers, not Web API methods: `client.chatStream(…)`, `client.chat_stream(…)`. */
const CLIENT_HELPERS: Readonly<Record<string, readonly string[]>> = { chatStream: STREAM, chat_stream: STREAM };

/** Bolt for Python's classes of the helpers, as a parameter's annotation names them (`set_status: SetStatus`). */
const PY_HELPER_CLASSES: Readonly<Record<string, string>> = {
  SetStatus: 'set_status',
  SetTitle: 'set_title',
  SetSuggestedPrompts: 'set_suggested_prompts',
  SayStream: 'say_stream',
};

/**
 * The other arguments Bolt gives a listener, which tell its argument list from any other function's: a
 * helper's name alone (`({ setTitle }) =>`) could be anything's, beside `say` or `logger` it is Bolt's. Most
 * are named alike in both languages.
 */
const LISTENER_ARGUMENTS = ['say', 'respond', 'ack', 'client', 'logger', 'context', 'event', 'body', 'payload', 'next', 'complete', 'fail'];
const JS_LISTENER_ARGUMENTS: ReadonlySet<string> = new Set([...LISTENER_ARGUMENTS, 'getThreadContext', 'saveThreadContext']);
const PY_LISTENER_ARGUMENTS: ReadonlySet<string> = new Set([...LISTENER_ARGUMENTS, 'get_thread_context', 'save_thread_context']);

const known = (methods: readonly string[] | undefined): readonly string[] => (methods ?? []).filter(isWebApiMethod);

export function jsHelperMethods(name: string): readonly string[] {
  return Object.hasOwn(JS_HELPERS, name) ? known(JS_HELPERS[name]) : [];
}

export function pyHelperMethods(name: string): readonly string[] {
  return Object.hasOwn(PY_HELPERS, name) ? known(PY_HELPERS[name]) : [];
}

export function clientHelperMethods(name: string): readonly string[] {
  return Object.hasOwn(CLIENT_HELPERS, name) ? known(CLIENT_HELPERS[name]) : [];
}

/** The helper a Bolt for Python annotation names (`SetStatus` → `set_status`). */
export function pyHelperOfClass(annotation: string): string | undefined {
  const name = annotation.split('.').pop() ?? '';
  return Object.hasOwn(PY_HELPER_CLASSES, name) ? PY_HELPER_CLASSES[name] : undefined;
}

/** Whether names a function's (destructured) arguments hold include another of Bolt's listener arguments. */
export function hasListenerArgument(names: Iterable<string>, python: boolean): boolean {
  const listed = python ? PY_LISTENER_ARGUMENTS : JS_LISTENER_ARGUMENTS;
  for (const name of names) if (listed.has(name)) return true;
  return false;
}
