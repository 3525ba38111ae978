import type { Span } from '../problem.js';

/**
 * What one source file of an app declares and uses, found statically. The code package (`manifesto-code`)
 * reads the code and fills these; the core joins them with the manifest and the payloads (`app/`). The
 * core never parses code: it receives plain facts, each with the span of the text it came from (UTF-16
 * offsets into that file's text, as every `Span` in the core).
 */
export type CodeLanguage = 'javascript' | 'typescript' | 'python';

/** A name the code waits for or writes: known text, a regular expression, or a value computed at run time. */
export type IdMatch =
  | { kind: 'exact'; value: string }
  /** A regular expression in JavaScript's syntax (Python's `re.compile` patterns are passed as written). */
  | { kind: 'pattern'; source: string; flags: string }
  /** Built at run time (a variable not followed, a call, a template with a placeholder): nothing is known. */
  | { kind: 'computed' };

/**
 * The Bolt listener families. `view` covers `view_submission` and `view_closed` (see `type`); `assistant` is
 * an `Assistant` class registered with `app.assistant(…)`, which needs the assistant events.
 */
export type ListenerKind = 'action' | 'view' | 'command' | 'shortcut' | 'options' | 'event' | 'message' | 'function' | 'assistant';

export interface ListenerFact {
  kind: ListenerKind;
  /**
   * What the listener waits for: the `action_id`, the view's or shortcut's `callback_id`, the command
   * (`/deploy`), the event type, the function's `callback_id`. Absent: every one of its kind (a catch-all,
   * `app.action({block_id: 'x'})` included). For `message`, the text pattern, which no join reads.
   */
  id?: IdMatch;
  /** A constraint object's `block_id`. */
  blockId?: IdMatch;
  /** A constraint object's `type`: `view_submission`, `view_closed`, `message_action`, `shortcut`, `block_actions`, … */
  type?: string;
  /** The id as written (the string, or the constraint's property); the listener's name (`action`) when there is no id. */
  span: Span;
}

export interface CallFact {
  /** The Web API method, `chat.postMessage`; absent when the name is computed. */
  method?: string;
  /**
   * How it was written: a client method (`client.chat.postMessage`, `app.client.users.info`, Python's
   * `client.chat_postMessage`), a call by name (`apiCall('x.y')`, `api_call("x.y")`), Bolt's `say` (a
   * `chat.postMessage`) and `respond` (a response URL: no method, no scope), or a helper of Bolt or the
   * client that calls the method for the app (`setStatus`, `set_title`, `client.chatStream`; see `helper`).
   */
  via: 'client' | 'by-name' | 'say' | 'respond' | 'helper';
  /** For `via: 'helper'`: the helper as written (`setStatus`, `chatStream`); one fact per method it calls. */
  helper?: string;
  /** The method's name in the call (`postMessage`, the string), or the callee when there is no name. */
  span: Span;
}

/** An `action_id`, `block_id` or `callback_id` written in an object literal of the code (a Block Kit payload, a view). */
export interface DeclaredIdFact {
  key: 'action_id' | 'block_id' | 'callback_id';
  value: IdMatch;
  /** The `type` written in the same object literal, when it is a string: `button`, `modal`, `external_select`, … */
  objectType?: string;
  /** The value as written. */
  span: Span;
}

/**
 * Something the reader could not follow, so what it touches stays unchecked: a listener registered in a
 * loop or with a computed name, a method called through a variable, a spread into a constraint. Joins
 * read `touches` to stay silent; the app's summary counts them.
 */
export interface OpenFact {
  touches: 'listeners' | 'calls' | 'declared-ids';
  /** Why, in a few words for the summary: `computed action id`, `listener registered in a loop`. */
  reason: string;
  span: Span;
}

/** One list of scopes an OAuth installer in the code asks for; a scope or the list built at run time is `computed`. */
export interface InstallScopesFact {
  token: 'bot' | 'user';
  scopes: IdMatch[];
  /** The list as written (or the option's name when the list is computed). */
  span: Span;
}

/** Everything one source file says, in the order written. */
export interface CodeFacts {
  fileName: string;
  language: CodeLanguage;
  listeners: ListenerFact[];
  calls: CallFact[];
  declared: DeclaredIdFact[];
  /**
   * The receiver the app starts: socket mode (`socketMode: true`, `SocketModeReceiver`,
   * `SocketModeHandler`) is `true`, an HTTP receiver `false`, a computed option `'computed'`; absent when
   * the file starts none.
   */
  socketMode?: { value: boolean | 'computed'; span: Span };
  /**
   * The scopes the code's OAuth installer asks for (Bolt's `new App({scopes, installerOptions: {userScopes}})`,
   * Bolt for Python's `OAuthSettings(scopes=…, user_scopes=…)`, the SDKs' link makers (`generateInstallUrl`,
   * `handleInstallPath`, `AuthorizeUrlGenerator`), and the OAuth authorize links its strings
   * write, `…/oauth/v2/authorize?scope=…`): an install through it grants them whatever the manifest lists.
   * Absent when the file configures no installer.
   */
  installScopes?: InstallScopesFact[];
  open: OpenFact[];
  /**
   * The file could not be parsed: nothing in it is known, and the app is open everywhere. `tooDeep`: it was
   * not parsed because it nests deeper than the parser can read safely (not a syntax error): said to the
   * user (`code-too-deep`), since no other tool would tell them why the app's rules are silent there.
   */
  unreadable?: { message: string; span: Span; tooDeep?: boolean };
}
