export { ContactPage } from './components/contact-page'
export { useSendContactMessage } from './api'
