import type { KindForm } from './kind-form';

/** A contest as the form holds it: the prizes one per line, first place first. */
export const rankingContestValues: Omit<KindForm<'ranking_contest'>, 'Fields'> = {
  initialValues: (definition) => ({
    places: definition?.places ?? 10,
    prizes: definition ? definition.prizes.join('\n') : '',
  }),
  definitionOf: (values) => ({
    places: typeof values.places === 'number' ? values.places : 0,
    prizes: String(values.prizes ?? '')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== ''),
  }),
  fieldOf: (field) => {
    const name = field.split('.')[0];
    return name === 'places' || name === 'prizes' ? [name] : null;
  },
};
