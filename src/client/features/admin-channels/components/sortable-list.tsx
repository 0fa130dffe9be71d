import type { ReactNode } from 'react'
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core'
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { trans } from '../../../stores/session'

export interface SortableListProps<T> {
  label: string
  items: T[]
  itemKey: (item: T) => string
  onReorder: (items: T[]) => void
  render: (item: T, index: number) => ReactNode
}

/**
 * A list reordered by dragging the handle, or from the keyboard: focus a handle, Space to lift, arrow
 * keys to move, Space to drop, Escape to cancel (dnd-kit announces each step to screen readers).
 */
export function SortableList<T>({ label, items, itemKey, onReorder, render }: SortableListProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const ids = items.map(itemKey)
  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return
    onReorder(arrayMove(items, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))))
  }
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol aria-label={label} className="flex flex-col gap-1">
          {items.map((item, index) => (
            <SortableRow key={ids[index]} id={ids[index]!} name={`${index + 1}`}>
              {render(item, index)}
            </SortableRow>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  )
}

function SortableRow({ id, name, children }: { id: string; name: string; children: ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id })
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`flex items-center gap-3 rounded-md border border-border bg-paper px-2 py-1.5 ${isDragging ? 'relative z-10 shadow-lg' : ''}`}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={trans('Reorder item :name', { name })}
        className="grid size-8 shrink-0 cursor-grab place-items-center rounded text-muted hover:bg-chip focus-visible:outline-2 focus-visible:outline-focus"
      >
        <svg viewBox="0 0 24 24" className="size-4" fill="currentColor" aria-hidden="true">
          <path d="M9 5h2v2H9zm4 0h2v2h-2zM9 11h2v2H9zm4 0h2v2h-2zm-4 6h2v2H9zm4 0h2v2h-2z" />
        </svg>
      </button>
      {children}
    </li>
  )
}
