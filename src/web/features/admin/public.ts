// The admin feature's one door on the web: what other features use; everything else stays inside.
export { BarChart, type Bar } from './components/bar-chart.tsx'
