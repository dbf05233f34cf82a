/** vite-plugins/searchIndex.ts: the address of each language's search index. */
declare module 'virtual:search-index' {
  export const searchIndexUrl: { readonly en: string; readonly ru: string };
}
