/** ANSI styling that turns itself off for NO_COLOR, non-terminals and dumb terminals. */
export interface Colors {
  red(text: string): string;
  yellow(text: string): string;
  blue(text: string): string;
  dim(text: string): string;
  bold(text: string): string;
  underline(text: string): string;
}

export function colors(enabled: boolean): Colors {
  const wrap = (open: number, close: number) => (text: string) => (enabled ? `\u001b[${open}m${text}\u001b[${close}m` : text);
  return { red: wrap(31, 39), yellow: wrap(33, 39), blue: wrap(34, 39), dim: wrap(2, 22), bold: wrap(1, 22), underline: wrap(4, 24) };
}

export function colorEnabled(env: NodeJS.ProcessEnv, isTty: boolean): boolean {
  if (env['NO_COLOR'] !== undefined && env['NO_COLOR'] !== '') return false;
  if (env['FORCE_COLOR'] !== undefined && env['FORCE_COLOR'] !== '0') return true;
  return isTty && env['TERM'] !== 'dumb';
}
