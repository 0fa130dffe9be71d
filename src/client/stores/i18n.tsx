import { useCallback } from 'react'
import { useSnapshot } from 'valtio'
import { trans as translate, type TransValues } from '../../shared/lib/trans'
import { sessionState } from './session'

/**
 * Translation for components: `const t = useTrans(); t('Hello :name', {name})`. Unlike the plain
 * `trans()` of session.ts, the component re-renders when bootstrap-data brings other lines (a language
 * change, an admin's edit). Keys are the English source text; lines come from bootstrap-data's i18n.
 */
export function useTrans(): (key: string, values?: TransValues) => string {
  const { i18n } = useSnapshot(sessionState)
  return useCallback((key: string, values?: TransValues) => translate(key, values, i18n.lines, i18n.language), [i18n])
}

/** `<Trans message="Saved :count items" values={{count}} />`: the same, as an element. */
export function Trans({ message, values }: { message: string; values?: TransValues }) {
  const t = useTrans()
  return <>{t(message, values)}</>
}
