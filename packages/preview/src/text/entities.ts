/** The three entities the platform asks payload text to use for `&`, `<` and `>`; drawn as the characters. */
export function decodeEntities(text: string): string {
  return text.indexOf('&') === -1 ? text : text.replace(/&(amp|lt|gt);/g, (_, name: string) => (name === 'amp' ? '&' : name === 'lt' ? '<' : '>'));
}
