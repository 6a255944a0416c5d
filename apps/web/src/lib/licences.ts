import { useQuery } from '@tanstack/react-query';
import { licenceHoldReason, REQUIRED_LICENCE_TYPES, type Licence } from '@yaocai/domain/contracts/licences';
import { apiPaths } from '../config/paths';
import { api } from './api-client';

export const licencesQueryKey = ['user', 'licences'] as const;

/** The signed-in buyer's licences (GET /api/user/zizhi); pages show their own failure, so no alert. */
export const useLicences = ({ enabled = true } = {}) =>
  useQuery({
    queryKey: licencesQueryKey,
    queryFn: ({ signal }) => api.get<Licence[]>(apiPaths.user.licences, { signal, silent: true }),
    enabled,
    staleTime: 60_000,
  });

/** Why the buyer cannot order now, as the server will say it when they try, or null. */
export function licenceHold(licences: readonly Licence[]): string | null {
  for (const type of REQUIRED_LICENCE_TYPES) {
    const licence = licences.find((held) => held.type === type);
    const reason = licence && licenceHoldReason(licence);
    if (reason) return reason;
  }
  return null;
}
