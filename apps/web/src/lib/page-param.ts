import { PAGE_MAX } from '@yaocai/domain/validation/numbers';

/** The page number in a list's URL: a whole number from 1, else the first page. */
export const pageFrom = (raw: string | null): number => {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 && page <= PAGE_MAX ? page : 1;
};
