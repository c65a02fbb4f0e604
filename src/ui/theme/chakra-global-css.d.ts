/** Chakra's reset, global and token CSS of the site's theme, as Emotion serializes it (made by the build). */
declare module 'virtual:chakra-global-css' {
  const css: string;
  export default css;
}
