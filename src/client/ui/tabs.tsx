import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react'
import type { ReactNode } from 'react'
import { cn } from '../lib/cn'

export interface TabItem {
  id: string
  label: ReactNode
  content: ReactNode
}

export interface TabsProps {
  tabs: TabItem[]
  selectedIndex?: number
  onChange?: (index: number) => void
  className?: string
}

/** Arrow keys move between tabs (Headless UI); the panel follows. */
export function Tabs({ tabs, selectedIndex, onChange, className }: TabsProps) {
  return (
    <TabGroup selectedIndex={selectedIndex} onChange={onChange} className={className}>
      <TabList className="flex gap-1 overflow-x-auto border-b border-border">
        {tabs.map((tab) => (
          <Tab
            key={tab.id}
            className={cn(
              '-mb-px border-b-2 border-transparent px-4 py-2.5 text-sm font-medium whitespace-nowrap text-muted',
              'hover:text-fg focus-visible:outline-2 focus-visible:outline-focus data-selected:border-primary data-selected:text-fg',
            )}
          >
            {tab.label}
          </Tab>
        ))}
      </TabList>
      <TabPanels className="pt-4">
        {tabs.map((tab) => (
          <TabPanel key={tab.id} className="focus-visible:outline-2 focus-visible:outline-focus">
            {tab.content}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  )
}
