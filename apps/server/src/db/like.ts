/** LIKE treats %, _ and \ as special; a searched text is matched literally. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);
