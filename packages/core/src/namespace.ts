/**
 * The platform's namespace word. Real manifests write `slack` (`function_runtime: slack`,
 * `slack#/types/user_id`); the specification seeds write `svc`. Both are accepted; examples use `slack`.
 */
export const PLATFORM_NAMESPACE = 'slack';
export const PLATFORM_NAMESPACES: readonly string[] = ['slack', 'svc'];

/** True for `slack#/functions/send_message` and `svc#/types/user_id` style references. */
export function isPlatformReference(value: string): boolean {
  const hash = value.indexOf('#/');
  return hash > 0 && PLATFORM_NAMESPACES.includes(value.slice(0, hash));
}
