export { UpdatePrompt } from './components/update-prompt'
export { useInstallApp, INSTALL_APP_LABEL } from './hooks/use-install-app'
export { isAudioElementPlaying, type PlaybackCheck } from './playback-guard'
