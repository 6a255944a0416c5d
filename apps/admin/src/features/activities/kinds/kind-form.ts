import type { ComponentType } from 'react';
import type { Dayjs } from 'dayjs';
import type { ActivityBodyInput, AdminActivityDetail } from '@yaocai/domain/contracts/admin-activities';
import type { ActivityKind } from '@yaocai/domain/contracts/activity-kinds';

/** The editor's fields every kind shares; each kind adds its own beside them. */
export interface ActivityFormValues {
  name: string;
  window: [Dayjs, Dayjs] | null;
  [field: string]: unknown;
}

export type DetailDefinitionOf<K extends ActivityKind> = Extract<
  AdminActivityDetail,
  { kind: K }
>['definition'];
export type DefinitionInputOf<K extends ActivityKind> = Extract<ActivityBodyInput, { kind: K }>['definition'];

export interface KindFieldsProps {
  /** Something was taken: only what may grow can change. */
  locked: boolean;
  activity: AdminActivityDetail | null;
}

/** How the editor holds one kind's definition: money in yuan, rates in 折, as the operator types them. */
export interface KindForm<K extends ActivityKind> {
  Fields: ComponentType<KindFieldsProps>;
  initialValues(definition: DetailDefinitionOf<K> | null): Record<string, unknown>;
  definitionOf(values: ActivityFormValues): DefinitionInputOf<K>;
  /** The form's field for a field of the definition the server named (`lines.0.price_fen`), or null. */
  fieldOf(field: string, values: ActivityFormValues): (string | number)[] | null;
}

export const fen = (yuan: unknown) => Math.round((typeof yuan === 'number' ? yuan : 0) * 100);
export const yuan = (fen: number) => fen / 100;
export const required = (message: string) => ({ required: true, message });
