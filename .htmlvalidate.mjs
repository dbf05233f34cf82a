/**
 * html-validate configuration for the markup check of the built site (tests/static/markup.ts).
 * The recommended rules, with these changes, each for a reason:
 */
export default {
  extends: ['html-validate:recommended'],
  rules: {
    // React writes void elements self-closed (<img ... />) and Vite injects its tags without the
    // slash; both forms are valid HTML and neither can be chosen per tag.
    'void-style': 'off',
    // React writes some attribute names as React spells them (srcSet, fetchPriority, playsInline,
    // imageSizes); HTML attribute names are case-insensitive, so the browser reads them the same.
    'attr-case': 'off',
    // The template (index.html) starts with the lowercase <!doctype html>, as Vite's templates do.
    'doctype-style': ['error', { style: 'lowercase' }],
    // React writes boolean attributes as hidden="" (empty value), never as the bare name.
    'attribute-boolean-style': ['error', { style: 'empty' }],
    // Empty-valued attributes come both ways: React writes crossorigin="" style values, Vite's
    // injected <script type="module" crossorigin> the bare name; HTML reads both as the empty string.
    'attribute-empty-style': 'off',
    // HTML allows any id without spaces; React's useId makes ids like _R_2_ (starting with '_').
    'valid-id': ['error', { relaxed: true }],
  },
};
