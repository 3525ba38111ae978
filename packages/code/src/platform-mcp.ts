import type { CodeFacts } from 'manifesto-core/app';

/** The platform's hosted MCP server (and its government twin), as the code names it in a string. */
const PLATFORM_MCP = /\bmcp\.slack(?:-gov)?\.com\b/g;

/**
 * An app that hands its token to the platform's MCP server has that server's tools call the Web API with it:
 * which methods, and so which scopes, the model decides at run time. Each place the server is named is open
 * for calls, so the app is not taken as understood and no granted scope is called unused. Called only for a
 * file whose text names the server.
 */
export function readPlatformMcp(facts: CodeFacts, text: string): void {
  for (const match of text.matchAll(PLATFORM_MCP)) {
    facts.open.push({
      touches: 'calls',
      reason: "the platform's MCP server called with the app's token",
      span: { start: match.index, end: match.index + match[0].length },
    });
  }
}
