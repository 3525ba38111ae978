/** manifesto-lsp: the protocol-free language service and the server that wires it to a connection. */
export { getLanguageService, DEFAULT_SERVICE_SETTINGS, type LanguageService, type ServiceSettings, type HoverFormat } from './service/index.js';
export { startServer, PROBLEM_COUNT, type ProblemCountParams, type ServerOptions } from './server/server.js';
export { DEFAULT_SETTINGS, normalizeSettings, type ManifestSettings, type RuleLevel } from './server/settings.js';
