import { customPinyin, pinyin } from 'pinyin-pro';

/**
 * Readings pinyin-pro gets wrong in drug and herb names. Registered with the library (a process-wide
 * dictionary) so that anything else converting text with pinyin-pro reads these words the same way.
 */
const drugWordReadings: Record<string, string> = {
  苦参: 'kǔ shēn',
  参苓: 'shēn líng',
  莪术: 'é zhú',
  阿胶: 'ē jiāo',
  太子参: 'tài zǐ shēn',
  玄参: 'xuán shēn',
  重楼: 'chóng lóu',
  参芪: 'shēn qí',
  红参: 'hóng shēn',
  生晒参: 'shēng shài shēn',
  参业: 'shēn yè',
  黄柏: 'huáng bò',
  枸橼: 'jǔ yuán',
};
customPinyin(drugWordReadings);

const options = { toneType: 'none', type: 'array', nonZh: 'consecutive', v: true } as const;

/** Pinyin search keys of a goods or manufacturer name: 感冒灵颗粒 → ganmaolingkeli / gmlkl. */
export function searchFieldsFor(name: string): { namePinyin: string; nameInitials: string } {
  const full = pinyin(name, options);
  const initials = pinyin(name, { ...options, pattern: 'first' });
  return { namePinyin: toKey(full), nameInitials: toKey(initials) };
}

/** Lower case, without spaces or punctuation, so a typed abbreviation matches the stored key. */
function toKey(syllables: string[]): string {
  return syllables
    .join('')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}
