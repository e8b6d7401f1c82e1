// Which combobox options match what the user typed: accents and case ignored, names that start
// with the text first, then names with a word starting with it, then the rest that contain it;
// a code typed exactly ("de", "2276") matches too. Each group keeps the list's own order.
export interface ComboboxOption<T extends string | number> {
  value: T;
  name: string;
}

export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().trim();
}

export function filterOptions<T extends string | number>(options: readonly ComboboxOption<T>[], typed: string): ComboboxOption<T>[] {
  const query = foldText(typed);
  if (query === '') return [...options];
  const starts: ComboboxOption<T>[] = [];
  const words: ComboboxOption<T>[] = [];
  const contains: ComboboxOption<T>[] = [];
  for (const option of options) {
    const name = foldText(option.name);
    if (name.startsWith(query) || foldText(String(option.value)) === query) starts.push(option);
    else if (name.split(/[\s(),-]+/).some((word) => word.startsWith(query))) words.push(option);
    else if (name.includes(query)) contains.push(option);
  }
  return [...starts, ...words, ...contains];
}
