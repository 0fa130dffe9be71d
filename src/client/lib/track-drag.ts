import type { DragEvent } from 'react'

/**
 * A track row dragged onto a sidebar playlist (issue 24): the row puts the track id in the drag data under
 * this type, the playlist link reads it back. A type of our own, so text or files dropped there are ignored.
 */
export const TRACK_DRAG_TYPE = 'application/x-encore-track-ids'

export function startTrackDrag(event: DragEvent, trackIds: readonly number[]): void {
  event.dataTransfer.setData(TRACK_DRAG_TYPE, JSON.stringify(trackIds))
  event.dataTransfer.effectAllowed = 'copyMove'
}

/** Whether a drag carries tracks (only the types are readable before the drop). */
export const carriesTracks = (event: DragEvent): boolean => Array.from(event.dataTransfer.types).includes(TRACK_DRAG_TYPE)

/** The dropped track ids, or none when the data is not ours. */
export function droppedTrackIds(event: DragEvent): number[] {
  try {
    const ids: unknown = JSON.parse(event.dataTransfer.getData(TRACK_DRAG_TYPE) || '[]')
    return Array.isArray(ids) ? ids.filter((id): id is number => Number.isInteger(id)) : []
  } catch {
    return []
  }
}
