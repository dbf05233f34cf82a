/**
 * Markup check of the built site (npm run test:static): every prerendered page passes html-validate
 * with its recommended rules, configured in .htmlvalidate.mjs (each changed rule says why there).
 * Exits with 1 and prints the errors.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { formatterFactory, HtmlValidate, StaticConfigLoader, type ConfigData } from 'html-validate';
import { distDir, prerenderedPages } from './pages.ts';

const dist = distDir();
// The project's configuration, wherever the checked folder is (a copy of dist/ may live in /tmp).
const configFile = pathToFileURL(path.resolve('.htmlvalidate.mjs')).href;
const { default: config } = (await import(configFile)) as { default: ConfigData };
const validator = new HtmlValidate(new StaticConfigLoader({ ...config, root: true }));
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
