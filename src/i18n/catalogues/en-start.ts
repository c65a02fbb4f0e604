// The areas the home page shows at its first paint (START_AREAS in catalogue-areas.ts); the rest follows.
export default import.meta.glob('../../../contract/catalogues/en/{shell,home,errors}.json', {
  eager: true,
  import: 'default',
});
