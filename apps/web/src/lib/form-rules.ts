import type { FormInstance, FormRule } from 'antd';
import type { ApiError } from './api-client';

/** The part of a Zod schema a form rule needs; keeps zod itself out of this module's imports. */
interface SafeParser {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: { message: string }[] } };
}

/** Validates a field with the same schema the server applies to the contract, so messages match. */
export const schemaRule = (schema: SafeParser): FormRule => ({
  validator: async (_rule, value: unknown) => {
    const result = schema.safeParse(value ?? undefined);
    if (!result.success) throw new Error(result.error.issues[0]?.message);
  },
});

/** Shows a server 422 on the form's own fields; fields the form does not have are left to the toast. */
export function showServerFieldErrors(form: FormInstance, error: ApiError, fields: readonly string[]): void {
  const known = Object.entries(error.errors).filter(([field]) => fields.includes(field));
  form.setFields(known.map(([field, errors]) => ({ name: field, errors })));
}

/** A repeated password: given, and the same as the one in `field`. */
export const samePasswordAs =
  (field: string, emptyMessage: string): FormRule =>
  ({ getFieldValue }) => ({
    validator: async (_rule, value: string | undefined) => {
      if (!value) throw new Error(emptyMessage);
      if (value !== getFieldValue(field)) throw new Error('两次输入的密码不一致');
    },
  });
