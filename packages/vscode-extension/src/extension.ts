/**
 * The VS Code side: starts the bundled language server, shows the active manifest's problem count in
 * the status bar, and runs the service's final check on demand. Everything that can be decided without
 * VS Code lives in the modules imported below, which are unit-tested.
 */
import * as vscode from 'vscode';
import { LanguageClient, TransportKind, type LanguageClientOptions, type ServerOptions } from 'vscode-languageclient/node';
import { documentSelector, selectorChanged, type SelectorSettings } from './selector.js';
import { readSettings, settingsSection, SECTION, type ManifestoSettings, type SettingKey } from './settings.js';
import { serverLaunch } from './server-options.js';
import { parseProblemCount, ProblemCounts, statusView, PROBLEM_COUNT_NOTIFICATION } from './status.js';
import {
  checkWithService,
  formatOf,
  outcomeLines,
  remoteTarget,
  serviceBaseUrl,
  tokenInputProblem,
  tokenRejected,
  REMOTE_RULE,
  TOKEN_SECRET,
  type RemoteOutcome,
} from './remote-check.js';

let client: LanguageClient | undefined;

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  const output = vscode.window.createOutputChannel('Manifesto');
  const counts = new ProblemCounts();
  const status = vscode.window.createStatusBarItem(vscode.StatusBarAlignment.Right, 100);
  status.name = 'Manifesto problems';
  status.command = 'workbench.actions.view.problems';
  const remoteDiagnostics = vscode.languages.createDiagnosticCollection('manifesto-service');
  context.subscriptions.push(output, status, remoteDiagnostics);

  const refreshStatus = (): void => {
    const document = vscode.window.activeTextEditor?.document;
    const view = document && settingsFor(document.uri).enable ? statusView(counts.get(document.uri.toString()), baseName(document.uri)) : undefined;
    if (!view) return status.hide();
    status.text = view.text;
    status.tooltip = view.tooltip;
    status.show();
  };

  const start = async (): Promise<void> => {
    const settings = settingsFor(undefined);
    client = createClient(context, output, settings);
    client.onNotification(PROBLEM_COUNT_NOTIFICATION, (params: unknown) => {
      const count = parseProblemCount(params);
      if (count) counts.update(count);
      refreshStatus();
    });
    await client.start();
  };
  let selectorSettings: SelectorSettings = settingsFor(undefined);

  context.subscriptions.push(
    vscode.window.onDidChangeActiveTextEditor(refreshStatus),
    vscode.workspace.onDidCloseTextDocument((document) => {
      counts.forget(document.uri.toString());
      remoteDiagnostics.delete(document.uri);
      refreshStatus();
    }),
    // The service's verdict is about the text that was sent; an edit makes it stale.
    vscode.workspace.onDidChangeTextDocument((event) => {
      if (event.contentChanges.length > 0) remoteDiagnostics.delete(event.document.uri);
    }),
    vscode.workspace.onDidChangeConfiguration(async (event) => {
      if (!event.affectsConfiguration(SECTION)) return;
      const next = settingsFor(undefined);
      // The selector is fixed when a client starts, so new globs need a new client.
      if (selectorChanged(selectorSettings, next)) {
        selectorSettings = next;
        counts.clear();
        await client?.dispose();
        await start();
      }
      refreshStatus();
    }),
    vscode.commands.registerCommand('manifesto.validateWithService', () => validateWithService(context, output, remoteDiagnostics)),
    // The renderer is loaded at the first preview, not when the extension starts.
    vscode.commands.registerCommand('manifesto.openPreview', async () => (await import('./preview.js')).openPreview(context)),
    vscode.commands.registerCommand('manifesto.forgetServiceToken', async () => {
      await context.secrets.delete(TOKEN_SECRET);
      void vscode.window.showInformationMessage('Manifesto: the service token was removed.');
    }),
  );

  await start();
  refreshStatus();
}

export async function deactivate(): Promise<void> {
  await client?.stop();
  client = undefined;
}

function createClient(context: vscode.ExtensionContext, output: vscode.OutputChannel, settings: ManifestoSettings): LanguageClient {
  const node = (mode: 'run' | 'debug') => {
    const launch = serverLaunch(context.extensionPath, mode);
    return { module: launch.module, transport: TransportKind.stdio, options: { execArgv: launch.execArgv } };
  };
  const serverOptions: ServerOptions = { run: node('run'), debug: node('debug') };
  const clientOptions: LanguageClientOptions = {
    documentSelector: documentSelector(settings),
    diagnosticCollectionName: 'manifesto',
    outputChannel: output,
    // No `synchronize` section: the server registers for configuration changes itself and pulls the
    // `manifesto` section, which the middleware below answers.
    middleware: {
      workspace: {
        // Answer the server's `manifesto` section with checked settings in the server's own shape.
        configuration: async (params, token, next) => {
          const answers = await next(params, token);
          if (!Array.isArray(answers)) return answers;
          return params.items.map((item, i) => {
            const scope = item.scopeUri ? vscode.Uri.parse(item.scopeUri) : undefined;
            const own = settingsSection(settingsFor(scope), item.section);
            return own.found ? own.value : answers[i];
          });
        },
      },
    },
  };
  return new LanguageClient('manifesto', 'Manifesto', serverOptions, clientOptions);
}

function settingsFor(scope: vscode.Uri | undefined): ManifestoSettings {
  const configuration = vscode.workspace.getConfiguration(SECTION, scope);
  return readSettings((key: SettingKey) => configuration.get(key));
}

async function validateWithService(context: vscode.ExtensionContext, output: vscode.OutputChannel, diagnostics: vscode.DiagnosticCollection): Promise<void> {
  const document = vscode.window.activeTextEditor?.document;
  if (!document) {
    void vscode.window.showWarningMessage('Manifesto: open a manifest or a Block Kit file to validate it with the service.');
    return;
  }
  const text = document.getText();
  const format = formatOf(document.languageId, document.fileName, text);
  // Block Kit goes to blocks.validate, which needs no token: ask for one only for a manifest.
  let token: string | undefined;
  if (remoteTarget(text, format, document.fileName) === 'manifest') {
    token = await serviceToken(context);
    if (!token) return;
  }

  const name = baseName(document.uri);
  const baseUrl = serviceBaseUrl(process.env);
  const outcome = await vscode.window.withProgress(
    { location: vscode.ProgressLocation.Notification, title: `Manifesto: validating ${name} with the service…` },
    () => checkWithService(text, format, { fileName: document.fileName, ...(token ? { token } : {}), ...(baseUrl ? { baseUrl } : {}) }),
  );

  diagnostics.set(document.uri, outcome.kind === 'invalid' ? outcome.problems.map(toDiagnostic) : []);
  for (const line of outcomeLines(outcome, name)) output.appendLine(line);
  if (tokenRejected(outcome)) {
    await context.secrets.delete(TOKEN_SECRET);
    output.appendLine('The stored token was removed; the next check asks for a new one.');
  }
  report(outcome, output);
}

/** The stored token, or one the user enters now (stored in SecretStorage, never in settings). */
async function serviceToken(context: vscode.ExtensionContext): Promise<string | undefined> {
  const stored = await context.secrets.get(TOKEN_SECRET);
  if (stored) return stored;
  const entered = await vscode.window.showInputBox({
    title: 'Manifesto: token for apps.manifest.validate',
    prompt: 'The token is kept in VS Code\'s secret storage. "Manifesto: Forget the service token" removes it.',
    password: true,
    ignoreFocusOut: true,
    validateInput: tokenInputProblem,
  });
  const token = entered?.trim();
  if (!token) return undefined;
  await context.secrets.store(TOKEN_SECRET, token);
  return token;
}

function report(outcome: RemoteOutcome, output: vscode.OutputChannel): void {
  const show = (choice: string | undefined) => {
    if (choice) output.show(true);
  };
  if (outcome.kind === 'ok')
    void vscode.window.showInformationMessage(`Manifesto: the service accepted the ${outcome.target === 'manifest' ? 'manifest' : 'Block Kit'}.`);
  else if (outcome.kind === 'nothing')
    void vscode.window.showInformationMessage('Manifesto: this file holds no manifest or Block Kit for the service to check.');
  else if (outcome.kind === 'invalid')
    void vscode.window
      .showErrorMessage(`Manifesto: the service reported ${outcome.problems.length} error(s); they are marked in the editor.`, 'Show output')
      .then(show);
  else if (outcome.kind === 'unparsable')
    void vscode.window.showErrorMessage('Manifesto: the file does not parse, so it was not sent; fix the syntax errors first.');
  else void vscode.window.showErrorMessage(`Manifesto: ${outcome.failure.sentence}`, 'Show output').then(show);
}

function toDiagnostic(problem: {
  range: { start: { line: number; character: number }; end: { line: number; character: number } };
  message: string;
}): vscode.Diagnostic {
  const { start, end } = problem.range;
  const diagnostic = new vscode.Diagnostic(
    new vscode.Range(start.line, start.character, end.line, end.character),
    problem.message,
    vscode.DiagnosticSeverity.Error,
  );
  diagnostic.source = 'manifesto (service)';
  diagnostic.code = REMOTE_RULE;
  return diagnostic;
}

function baseName(uri: vscode.Uri): string {
  return uri.path.slice(uri.path.lastIndexOf('/') + 1) || uri.toString();
}
