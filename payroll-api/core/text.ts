/** A trimmed optional text; blank counts as absent. */
export const optionalText = (value: string | null | undefined): string | null => value?.trim() || null;
