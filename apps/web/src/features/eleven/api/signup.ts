import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SignupBody, SignupPage } from '@yaocai/domain/contracts/activity-signup';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

// Under 'user': it holds the buyer's own sign-up, so signing in or out reads it again.
const SIGNUP_KEY = ['user', 'activity', 'signup'] as const;

export const useSignupPage = () =>
  useQuery({
    queryKey: SIGNUP_KEY,
    queryFn: ({ signal }) => api.get<SignupPage>(apiPaths.activity.signup, { signal, silent: true }),
  });

/** Signs up; refusals (full, twice, closed) are alerted by the client's default handling. */
export const useSignUp = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SignupBody) => api.postForMessage<null>(apiPaths.activity.signup, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SIGNUP_KEY }),
  });
};
