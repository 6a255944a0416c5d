import type { ActivityBodyInput, AdminActivityDetail } from '@yaocai/domain/contracts/admin-activities';
import type { ActivityKind } from '@yaocai/domain/contracts/activity-kinds';
import { dayjs } from '../../lib/dayjs';
import type { ActivityFormValues } from './kinds/kind-form';
import { kindFormOf } from './kinds/registry';

export type { ActivityFormValues } from './kinds/kind-form';

/** The editor's values: the name and window every kind has, and the kind's own fields. */
export function initialValues(kind: ActivityKind, activity: AdminActivityDetail | null): ActivityFormValues {
  return {
    name: activity?.name ?? '',
    window: activity ? [dayjs(activity.starts_at), dayjs(activity.ends_at)] : null,
    ...kindFormOf(kind).initialValues(activity?.definition ?? null),
  };
}

/** What the server takes: fen, 95 for 9.5折, ISO moments. */
export function bodyOf(kind: ActivityKind, values: ActivityFormValues): ActivityBodyInput {
  return {
    kind,
    name: values.name.trim(),
    starts_at: values.window?.[0]?.toISOString() ?? '',
    ends_at: values.window?.[1]?.toISOString() ?? '',
    definition: kindFormOf(kind).definitionOf(values),
  } as ActivityBodyInput;
}

/** The form's field for a field the server named (`definition.lines.0.price_fen`), or null. */
export function formFieldOf(
  kind: ActivityKind,
  field: string,
  values: ActivityFormValues,
): (string | number)[] | null {
  if (field === 'name') return ['name'];
  if (field === 'starts_at' || field === 'ends_at') return ['window'];
  const definition = /^definition\.(.+)$/.exec(field);
  return definition ? kindFormOf(kind).fieldOf(definition[1]!, values) : null;
}
