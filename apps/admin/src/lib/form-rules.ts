import type { FormInstance, FormRule } from 'antd';
import type { ApiError } from './api-client';

/** The part of a Zod schema a form rule needs. */
interface SafeParser {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: { message: string }[] } };
}

/** Validates a field with the schema the server applies to the contract, so the messages match. */
export const schemaRule = (schema: SafeParser): FormRule => ({
  validator: async (_rule, value: unknown) => {
    const result = schema.safeParse(value ?? undefined);
    if (!result.success) throw new Error(result.error.issues[0]?.message);
  },
});

/** Validates a field with a check that says why the value cannot be sent, or null when it can. */
export const problemRule = <T>(problemOf: (value: T | null | undefined) => string | null): FormRule => ({
  validator: async (_rule, value: T | null | undefined) => {
    const problem = problemOf(value);
    if (problem) throw new Error(problem);
  },
});

/**
 * Shows a server 422 on the form's fields. `nameOf` maps a wire field (`lines.0.number`) to the form's
 * name path, or null when the form has no such field. Returns whether every message found a field, so
 * the caller shows the others (or a refusal without fields) itself.
 */
export function showFieldErrors(
  form: FormInstance,
  error: ApiError,
  nameOf: (field: string) => (string | number)[] | null,
): boolean {
  const entries = Object.entries(error.errors);
  const fields = entries.flatMap(([field, errors]) => {
    const name = nameOf(field);
    return name ? [{ name, errors }] : [];
  });
  form.setFields(fields);
  return entries.length > 0 && fields.length === entries.length;
}
