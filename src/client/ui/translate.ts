// ui imports nothing outside ui (STYLE.md 7.5), so its few texts (Close, Loading, Load more) reach the
// translations through a translator the app hands over at start-up (main.tsx). Until then, and in
// component tests that render ui alone, the English source text is shown.
let translator: (key: string) => string = (key) => key

export function setUiTranslator(next: (key: string) => string): void {
  translator = next
}

/** The ui's `trans()`: the extractor collects `translate('...')` calls like `trans('...')`. */
export function translate(key: string): string {
  return translator(key)
}
