import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BusinessScope, Licence, LicenceType } from '@yaocai/domain/contracts/licences';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { licencesQueryKey } from '../../../lib/licences';

export const useBusinessScope = () =>
  useQuery({
    queryKey: ['user', 'jyfw'],
    queryFn: ({ signal }) => api.get<BusinessScope>(apiPaths.user.businessScope, { signal, silent: true }),
  });

export interface LicenceForm {
  number: string;
  holder: string;
  /** YYYY-MM-DD; absent: valid without end (长期). A form body cannot carry null. */
  valid_until?: string;
  images: string[];
}

/** Submits a licence for review; the buyer's licences (here, the hub and the header) reload. */
export const useSubmitLicence = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ type, form }: { type: LicenceType; form: LicenceForm }) =>
      api.put<Licence>(apiPaths.user.submitLicence(type), form),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: licencesQueryKey }),
  });
};
