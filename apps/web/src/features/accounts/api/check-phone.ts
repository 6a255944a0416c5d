import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

export interface PhoneCheckResult {
  exists: boolean;
}

// Silent: the form's own validator decides what to show, and a failed check must not block registering.
export const checkPhone = (phone: string, signal?: AbortSignal) =>
  api.get<PhoneCheckResult>(apiPaths.user.phone(phone), { silent: true, signal });

export const getCheckPhoneQueryOptions = (phone: string) =>
  queryOptions({
    queryKey: ['user', 'phone', phone],
    queryFn: ({ signal }) => checkPhone(phone, signal),
    staleTime: 60_000,
  });
