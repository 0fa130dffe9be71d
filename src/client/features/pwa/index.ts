export { UpdatePrompt } from './components/update-prompt'
export { useInstallApp, INSTALL_APP_LABEL } from './hooks/use-install-app'
export { InstallAppButton, isStandalone } from './components/install-app-button'
export { isAudioElementPlaying, type PlaybackCheck } from './playback-guard'
