/**
 * A function to run in a drawn page: of the expected top-level blocks (`expectedBlocks`), those with no
 * visible element of the right `data-block-type` at their `data-pointer`.
 */
export const MISSING_BLOCKS = `(blocks) => blocks.filter(({ pointer, type }) => {
  const element = [...document.querySelectorAll('[data-pointer]')].find((node) => node.getAttribute('data-pointer') === pointer);
  if (!element || element.getAttribute('data-block-type') !== type) return true;
  const box = element.getBoundingClientRect();
  const style = getComputedStyle(element);
  return box.width === 0 || box.height === 0 || style.visibility === 'hidden' || style.display === 'none';
})`;

/** The call of MISSING_BLOCKS on a list of expected blocks, as text for `evaluate`. */
export function missingBlocks(expected: readonly { pointer: string; type: string }[]): string {
  return `(${MISSING_BLOCKS})(${JSON.stringify(expected)})`;
}
