import { company } from './shell/company';

/** The sales departments shown on /contact: the company module's, under the name the contact page imports. */
export const departments = company.departments;
