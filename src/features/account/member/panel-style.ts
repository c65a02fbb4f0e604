/** The white, bordered panel the member centre's forms stand in; each adds its own margin and width. */
export const PANEL_STYLE = {
  border: '1px solid',
  borderColor: 'line',
  borderRadius: 'md',
  p: { base: 3, md: 5 },
  bg: 'white',
} as const;
