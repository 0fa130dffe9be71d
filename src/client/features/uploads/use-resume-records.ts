import { useCallback, useEffect, useState } from 'react'
import { listResumeRecords, onResumeRecordsChange, type ResumeRecord } from './resume-store'

export interface ResumeRecordsState {
  records: ResumeRecord[]
  loading: boolean
  error: boolean
  reload: () => void
}

/** Unfinished resumable uploads from IndexedDB, reloaded whenever the records change. */
export function useResumeRecords(): ResumeRecordsState {
  const [state, setState] = useState<Omit<ResumeRecordsState, 'reload'>>({ records: [], loading: true, error: false })
  const [tick, setTick] = useState(0)
  useEffect(() => {
    let live = true
    listResumeRecords().then(
      (records) => live && setState({ records, loading: false, error: false }),
      () => live && setState({ records: [], loading: false, error: true }),
    )
    return () => {
      live = false
    }
  }, [tick])
  useEffect(() => onResumeRecordsChange(() => setTick((t) => t + 1)), [])
  const reload = useCallback(() => setTick((t) => t + 1), [])
  return { ...state, reload }
}
