// The search feature's one door: what other features and infrastructure use; everything else stays inside.
export { useLogSearchAnalytics } from './api/log-search-analytics.ts'
