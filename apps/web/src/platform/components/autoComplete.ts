/**
 * The value of PrimeReact's AutoComplete change event as it really is: the text typed, the suggestion
 * chosen, or null once cleared (its types claim the suggestion's type only).
 */
export function valorDoAutoComplete<T>(e: { value: T }): string | T | null {
  return e.value;
}
