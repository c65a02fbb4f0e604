/** The day every server test lives on, unless it moves the clock. */
export const TEST_NOW = '2026-06-01T02:00:00.000Z';
