import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReferralPage } from '@yaocai/domain/contracts/activity-referral-reward';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

export const getReferral = (signal?: AbortSignal) =>
  api.get<ReferralPage>(apiPaths.user.referral, { signal, silent: true });

// Under 'user': the buyer's own link and referred buyers, read again when they sign in or out.
export const referralQueryOptions = () =>
  queryOptions({ queryKey: ['user', 'referral'], queryFn: ({ signal }) => getReferral(signal) });

export const useReferral = (enabled: boolean) => useQuery({ ...referralQueryOptions(), enabled });
