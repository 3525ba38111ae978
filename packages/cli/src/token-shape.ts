/**
 * Words on the command line that look like a token: the service's token prefixes (`xoxb-`, `xoxp-`,
 * `xoxe.xoxp-`, `xapp-`, …), in any case. A path or file name of this shape is never printed, so a
 * token typed where a path belongs (`--token-file xoxb-…`) does not end up in a terminal or a CI log.
 */
const TOKEN_PREFIX = /^\s*(?:xox[a-z](?:\.xox[a-z])?|xapp)-/i;

/** What is printed instead of a word that looks like a token. */
export const HIDDEN_TOKEN_WORD = '<a value that looks like a token, not shown>';

export function looksLikeToken(word: string): boolean {
  return TOKEN_PREFIX.test(word);
}
