import type { KindForm } from './kind-form';

/** A sign-up as the form holds it; the sign-ups themselves are only shown, never sent. */
export const signupValues: Omit<KindForm<'signup'>, 'Fields'> = {
  initialValues: (definition) => ({
    title: definition?.title ?? '',
    description: definition?.description ?? '',
    cap: definition?.cap ?? 100,
  }),
  definitionOf: (values) => ({
    title: String(values.title ?? ''),
    description: String(values.description ?? ''),
    cap: typeof values.cap === 'number' ? values.cap : 0,
  }),
  fieldOf: (field) => {
    const name = field.split('.')[0];
    return name === 'title' || name === 'description' || name === 'cap' ? [name] : null;
  },
};
