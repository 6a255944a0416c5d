import { CUSTOMER_TYPES, REGIONS } from '@yaocai/domain/contracts/admin';

/** How buyers are sorted by the seller's staff, for selects and labels. */
export const customerTypeOptions = Object.entries(CUSTOMER_TYPES).map(([value, label]) => ({ value, label }));
export const regionOptions = REGIONS.map((region) => ({ value: region, label: region }));
export const customerTypeLabel = (type: string | null) =>
  type === null ? null : (CUSTOMER_TYPES[type as keyof typeof CUSTOMER_TYPES] ?? type);
