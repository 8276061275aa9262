// Limits of the creator studio (issue 23).

/** Submissions for review a creator may make in a day (a rolling 24-hour window per creator). */
export const studioSubmissionsPerDay = 10
export const studioSubmissionWindowMs = 24 * 60 * 60 * 1000

/** The longest changelog buyers are shown with an update. */
export const changelogMaxLength = 2000
