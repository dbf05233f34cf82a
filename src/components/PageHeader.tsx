/**
 * The page header lives in ./shell/ (the app chunk). This re-export keeps src/pages/ContactPage.tsx,
 * which is being changed on another branch, building; point it at ./shell/PageHeader and delete
 * this file once that branch is merged.
 */
export { PageHeader } from './shell/PageHeader';
