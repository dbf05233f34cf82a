/**
 * html-validate configuration for the markup check of the built site (tests/static/markup.ts).
 * The recommended rules, with these changes, each for a reason:
 */
export default {
  extends: ['html-validate:recommended'],
  rules: {
    // The prerenderer (React) writes void elements self-closed (<img ... />) and Vite injects its
    // tags without the slash; both forms are valid HTML and neither can be chosen per tag.
    'void-style': 'off',
    // Some attribute names come as React's API spells them (fetchPriority, disablePictureInPicture);
    // HTML attribute names are case-insensitive, so the browser reads them the same.
    'attr-case': 'off',
    // The template (index.html) starts with the lowercase <!doctype html>, as Vite's templates do.
    'doctype-style': ['error', { style: 'lowercase' }],
    // Boolean attributes come both ways: React writes an empty value (selected="", inert=""), the
    // template and Vite the bare name (async, disabled); HTML reads both alike.
    'attribute-boolean-style': 'off',
    // Empty-valued attributes come both ways (<option value>, <link crossorigin>); HTML reads both
    // as the empty string.
    'attribute-empty-style': 'off',
    // HTML allows any id without spaces; useId makes ids like P0-1 (in React: _R_2_, with a '_').
    'valid-id': ['error', { relaxed: true }],
  },
};
