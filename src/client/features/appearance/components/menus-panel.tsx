import { useState } from 'react'
import { MENU_POSITIONS, type MenuInput, type MenuItemInput } from '../../../../shared/contracts/appearance'
import { Button, CheckboxField, TextField } from '../../../ui'
import { SortableList } from '../../admin-channels'
import { draftSetting, setDraftSetting } from '../draft'
import { MenuItemEditor } from './menu-item-editor'
import type { PanelProps } from './panel-props'
import { trans } from '../../../stores/session'

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
        <ul className="flex flex-col gap-1" aria-label={trans('Menus')}>
          {menus.map((m) => (
            <li key={m.id} className="flex items-center gap-3 rounded-md border border-border px-3 py-2">
              <span className="min-w-0 flex-1 truncate text-sm font-medium">{m.name}</span>
              <span className="text-xs text-muted">{trans(':count items', { count: m.items.length })}</span>
              <Button size="sm" variant="outline" onClick={() => setMenuId(m.id)} aria-label={trans('Edit :name', { name: m.name })}>
                {trans('Edit')}
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
          {trans('New menu')}
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
        {trans('‹ All menus')}
      </Button>
      <TextField label={trans('Menu name')} name="menu.name" value={menu.name} onChange={(e) => setMenu({ name: e.target.value })} />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold">{trans('Positions')}</legend>
        {MENU_POSITIONS.map((p) => (
          <CheckboxField key={p} label={p} name={`menu.positions.${p}`} checked={menu.positions.includes(p)} onChange={(on) => setMenu({ positions: on ? [...menu.positions, p] : menu.positions.filter((x) => x !== p) })} />
        ))}
      </fieldset>
      <h2 className="text-sm font-semibold">{trans('Items')}</h2>
      <SortableList
        label={trans('Menu items')}
        items={menu.items}
        itemKey={(i) => i.id}
        onReorder={(items) => setMenu({ items })}
        render={(item) => (
          <>
            <span className="min-w-0 flex-1 truncate text-sm">{item.label}</span>
            <Button size="sm" variant="ghost" onClick={() => setItemId(item.id === itemId ? null : item.id)} aria-label={trans('Edit :label', { label: item.label })} aria-expanded={item.id === itemId}>
              {trans('Edit')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setMenu({ items: menu.items.filter((i) => i.id !== item.id) })} aria-label={trans('Remove :label', { label: item.label })}>
              {trans('Remove')}
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
          {trans('Add item')}
        </Button>
        <Button
          variant="danger"
          onClick={() => {
            save(menus.filter((m) => m.id !== menu.id))
            setMenuId(null)
          }}
        >
          {trans('Delete menu')}
        </Button>
      </div>
    </div>
  )
}
