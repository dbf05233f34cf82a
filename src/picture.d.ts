/**
 * `import x from './file.jpg?picture'` (vite-plugins/picture.ts): an image as a `Picture` of
 * src/content/types.ts. An SVG gives its URL and viewBox size; a JPEG, PNG, WebP, AVIF or TIFF also
 * gives AVIF and WebP `sources` at several widths (`srcSet` with `w` descriptors).
 */
declare module '*?picture' {
  const picture: {
    readonly src: string;
    readonly width: number;
    readonly height: number;
    readonly sources?: readonly { readonly type: string; readonly srcSet: string }[];
  };
  export default picture;
}
