import { useState } from 'react'
import { MENU_POSITIONS, type MenuInput, type MenuItemInput } from '../../../../shared/contracts/appearance'
import { Button, CheckboxField, TextField } from '../../../ui'
import { SortableList } from '../../admin-channels'
import { draftSetting, setDraftSetting } from '../draft'
import { MenuItemEditor } from './menu-item-editor'
import type { PanelProps } from './sections'

const newId = () => Math.random().toString(36).slice(2, 10)

/** Menus (music-catalog §5 `menus`): positions and items, dragged (or moved by keyboard) into order. */
export function MenusPanel({ draft, update, errors }: PanelProps) {
  const menus = draftSetting<MenuInput[]>(draft, 'menus', [])
  const [menuId, setMenuId] = useState<string | null>(null)
  const [itemId, setItemId] = useState<string | null>(null)
  const menuIndex = menus.findIndex((m) => m.id === menuId)
  const menu = menus[menuIndex]
  const save = (next: MenuInput[]) => update(setDraftSetting('menus', next))
  const setMenu = (patch: Partial<MenuInput>) => save(menus.map((m) => (m.id === menuId ? { ...m, ...patch } : m)))

  if (!menu) {
    return (
      <div className="flex flex-col gap-3">
        <ul className="flex flex-col gap-1" aria-label="Menus">
          {menus.map((m) => (
            <li key={m.id} className="flex items-center gap-3 rounded-md border border-border px-3 py-2">
              <span className="min-w-0 flex-1 truncate text-sm font-medium">{m.name}</span>
              <span className="text-xs text-muted">{m.items.length} items</span>
              <Button size="sm" variant="outline" onClick={() => setMenuId(m.id)} aria-label={`Edit ${m.name}`}>
                Edit
              </Button>
            </li>
          ))}
        </ul>
        <Button
          variant="outline"
          className="self-start"
          onClick={() => {
            const id = newId()
            save([...menus, { id, name: 'New menu', positions: [], items: [] }])
            setMenuId(id)
          }}
        >
          New menu
        </Button>
      </div>
    )
  }

  const itemError = (index: number) => (field: string) => errors[`settings.menus.${menuIndex}.items.${index}.${field}`]
  const setItem = (item: MenuItemInput) => setMenu({ items: menu.items.map((i) => (i.id === item.id ? item : i)) })
  const editing = menu.items.find((i) => i.id === itemId)
  return (
    <div className="flex flex-col gap-4">
      <Button variant="ghost" size="sm" className="self-start" onClick={() => setMenuId(null)}>
        ‹ All menus
      </Button>
      <TextField label="Menu name" name="menu.name" value={menu.name} onChange={(e) => setMenu({ name: e.target.value })} />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold">Positions</legend>
        {MENU_POSITIONS.map((p) => (
          <CheckboxField key={p} label={p} name={`menu.positions.${p}`} checked={menu.positions.includes(p)} onChange={(on) => setMenu({ positions: on ? [...menu.positions, p] : menu.positions.filter((x) => x !== p) })} />
        ))}
      </fieldset>
      <h2 className="text-sm font-semibold">Items</h2>
      <SortableList
        label="Menu items"
        items={menu.items}
        itemKey={(i) => i.id}
        onReorder={(items) => setMenu({ items })}
        render={(item) => (
          <>
            <span className="min-w-0 flex-1 truncate text-sm">{item.label}</span>
            <Button size="sm" variant="ghost" onClick={() => setItemId(item.id === itemId ? null : item.id)} aria-label={`Edit ${item.label}`} aria-expanded={item.id === itemId}>
              Edit
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setMenu({ items: menu.items.filter((i) => i.id !== item.id) })} aria-label={`Remove ${item.label}`}>
              Remove
            </Button>
          </>
        )}
      />
      {editing && <MenuItemEditor item={editing} onChange={setItem} errorOf={itemError(menu.items.indexOf(editing))} />}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          onClick={() => {
            const id = newId()
            setMenu({ items: [...menu.items, { id, label: 'New item', type: 'route', action: '/', target: '_self' }] })
            setItemId(id)
          }}
        >
          Add item
        </Button>
        <Button
          variant="danger"
          onClick={() => {
            save(menus.filter((m) => m.id !== menu.id))
            setMenuId(null)
          }}
        >
          Delete menu
        </Button>
      </div>
    </div>
  )
}
