/**
 * The company facts live in ./shell/company.ts (the app chunk). This re-export keeps the enquiry
 * files and the contact page, which are being changed on another branch, building; point them at
 * ./shell/company and delete this file once that branch is merged.
 */
export * from './shell/company';
