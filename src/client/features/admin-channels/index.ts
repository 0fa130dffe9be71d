export { ChannelEditor } from './components/channel-editor'
export { SortableList, type SortableListProps } from './components/sortable-list'
export { adminChannelsQuery, adminChannelKeys, channelEditorQuery, useDeleteChannels, useApplyPreset } from './api'
