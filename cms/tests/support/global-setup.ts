// The CMS suite's run-wide teardown: the template databases its starts made (template-database.ts).
import { removeTemplateDatabases } from './template-database';

export default function setup() {
  return removeTemplateDatabases;
}
