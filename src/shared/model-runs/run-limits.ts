// Limits of model runs per member (decision 0032).

/** Runs streaming at once; a side-by-side comparison counts as one. */
export const maxConcurrentRuns = 2
/** Model answers started in the last 24 hours (each column of a side-by-side comparison is one). */
export const dailyAnswerLimit = 60
/** Models in one side-by-side comparison. */
export const maxModelsPerRun = 3
