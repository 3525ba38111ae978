// How Node starts for the bench's whole-process rows. Some environments make every Node process pay for
// more than starting: NODE_EXTRA_CA_CERTS has Node read and parse a certificate bundle at each start (about
// 50 ms on the machine these figures were first taken on, where `node -e 0` took 70 ms with it and 20 ms
// without). A row whose baseline counts two starts (the manifest alone plus `node -e 0`) against one for
// ours looks better there than on a machine without it, so such rows are measured both ways.
const START_VARIABLES = ['NODE_EXTRA_CA_CERTS', 'NODE_OPTIONS'];

/** The environment variables set here that change what a Node process does at start. */
export function startVariables(env = process.env) {
  return START_VARIABLES.filter((name) => env[name] !== undefined && env[name] !== '');
}

/**
 * The environments to start Node in: a clean start (those variables removed) always, and this shell's own
 * first when it sets any of them.
 */
export function startEnvironments(env = process.env) {
  const set = startVariables(env);
  const clean = { ...env };
  for (const name of set) delete clean[name];
  const cleanStart = { label: set.length > 0 ? `clean start (without ${set.join(', ')})` : 'clean start', env: clean, clean: true };
  return set.length > 0 ? [{ label: `as this shell starts Node (${set.join(', ')} set)`, env: { ...env }, clean: false }, cleanStart] : [cleanStart];
}
