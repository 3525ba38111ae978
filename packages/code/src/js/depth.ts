/**
 * How deep a file may nest brackets before the parser is not asked to read it. oxc-parser's native parse
 * recurses on the thread's stack and crashes the process (not an exception) on deep nesting: measured on
 * Linux x64 (8 MB stack), `()=>{` nested 3000 deep or `[` 10000 deep ended the process, 2000 did not. A
 * smaller stack (another platform, a worker) lowers that, so the limit keeps a wide margin; real code nests
 * tens deep.
 */
export const MAX_BRACKET_DEPTH = 500;

/**
 * The offset where the brackets `( [ {` first nest deeper than `limit`, or -1. Brackets inside strings and
 * comments count too: that can only overstate the depth, and a file with hundreds of unclosed brackets in
 * its strings is not one a Bolt app has.
 */
export function tooDeepAt(text: string, limit = MAX_BRACKET_DEPTH): number {
  let depth = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code === 0x28 || code === 0x5b || code === 0x7b) {
      if (++depth > limit) return index;
    } else if ((code === 0x29 || code === 0x5d || code === 0x7d) && depth > 0) depth--;
  }
  return -1;
}
