export { AppearanceEditor } from './components/appearance-editor'
export { SECTIONS as APPEARANCE_SECTIONS, isSectionId, type SectionId } from './components/sections'
export { appearanceValuesQuery, appearanceKeys } from './api'
