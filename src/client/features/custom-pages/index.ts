export { customPageKeys, customPageQuery } from './api'
export { CustomPageView } from './components/custom-page-view'
