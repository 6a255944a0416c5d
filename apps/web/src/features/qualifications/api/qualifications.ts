import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IMAGE_BYTES_MAX, type StoredImageWire } from '@yaocai/domain/contracts/admin-files';
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

export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';
export const TOO_LARGE = `图片不能超过 ${IMAGE_BYTES_MAX / 1024 / 1024} MB`;

/** Sends a scan; the server checks it by its content, shrinks it and stores it. */
export function uploadScan(file: Blob): Promise<StoredImageWire> {
  const form = new FormData();
  form.append('file', file);
  return api.post<StoredImageWire>(apiPaths.user.upload, form, {
    params: { purpose: 'licence' },
    timeout: 60_000,
  });
}
