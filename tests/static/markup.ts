/**
 * Markup check of the built site (npm run test:static): every prerendered page passes html-validate
 * with its recommended rules, configured in .htmlvalidate.mjs (each changed rule says why there).
 * Exits with 1 and prints the errors.
 */
import { FileSystemConfigLoader, formatterFactory, HtmlValidate } from 'html-validate';
import { distDir, prerenderedPages } from './pages.ts';

const dist = distDir();
const validator = new HtmlValidate(new FileSystemConfigLoader());
const pages = prerenderedPages(dist);
const reports = [];
let errors = 0;
for (const file of pages) {
  const report = await validator.validateFile(file);
  errors += report.errorCount;
  if (!report.valid) reports.push(...report.results);
}

if (errors) {
  console.error(formatterFactory('stylish')(reports));
  console.error(`Markup check: ${errors} errors in ${reports.length} of ${pages.length} pages.`);
  process.exitCode = 1;
} else {
  console.log(`Markup check: ${pages.length} pages pass html-validate (recommended rules).`);
}
