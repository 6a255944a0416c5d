import { useOperator } from '../../lib/operator';

/**
 * Whether the signed-in operator holds every one of these permissions. It may give only those, and
 * edit only roles and operators holding no more; the server refuses the rest, the console hides it.
 */
export function useWithinMine(): (codes: readonly string[]) => boolean {
  const held: readonly string[] = useOperator().permissions;
  return (codes) => codes.every((code) => held.includes(code));
}
