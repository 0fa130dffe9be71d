export { PlayerBar } from './components/player-bar'
