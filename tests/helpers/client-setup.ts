// jsdom has no IndexedDB; the app keeps its query cache, offline queue and saved music there, as every
// browser it supports can. fake-indexeddb is an in-memory implementation of the same API.
import 'fake-indexeddb/auto'
