/**
 * The id of the `<template>` holding a page's `<link rel=modulepreload>` tags: inert in the HTML, put into the
 * document by the entry (src/main.tsx) once the first screen is shown. A module of its own, imported by the
 * entry and the server only, so the entry's chunk takes nothing of the app's with it.
 */
export const APP_PRELOADS_ELEMENT_ID = 'app-preloads';
