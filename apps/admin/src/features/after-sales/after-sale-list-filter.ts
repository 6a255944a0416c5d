import type { AdminAfterSaleListParams } from '@yaocai/domain/contracts/after-sales';
import { yuanToFen } from '@yaocai/domain/money';

/** The list's filters as the URL keeps them (the refund in yuan, as the operator typed it). */
export const AFTER_SALE_FILTER_KEYS = [
  'status',
  'kind',
  'created_from',
  'created_to',
  'amount_min',
  'amount_max',
] as const;
export type AfterSaleFilterKey = (typeof AFTER_SALE_FILTER_KEYS)[number];
export type AfterSaleFilterValues = Record<AfterSaleFilterKey, string>;

/** An amount in yuan as fen; a value that is not one is sent as it is, for the server to refuse. */
const fenOf = (yuan: string) => (yuan === '' ? undefined : (yuanToFen(yuan) ?? yuan));
const given = (value: string) => (value === '' ? undefined : value);

/** The filters but the state, as the list sends them: yuan become fen, empty values are left out. */
export const afterSaleFilterOf = (values: AfterSaleFilterValues) =>
  ({
    kind: given(values.kind) as AdminAfterSaleListParams['kind'],
    created_from: given(values.created_from),
    created_to: given(values.created_to),
    amount_min: fenOf(values.amount_min),
    amount_max: fenOf(values.amount_max),
  }) satisfies Omit<AdminAfterSaleListParams, 'status' | 'page' | 'page_size' | 'sort' | 'order'>;
