// Public surface of the radio feature.
export { radioKeys, radioQuery, radioQueueId } from './api'
export { RadioLink, radioHref } from './components/radio-link'
export { RadioPage } from './components/radio-page'
