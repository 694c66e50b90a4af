/** One problem in an import file, located by a readable path such as `products[12] (code P-00013).variants[1].price`. */
export interface ImportIssue {
  path: string;
  message: string;
}

const SHOWN_ISSUES = 25;

/** The import file is wrong; nothing was written. */
export class ImportValidationError extends Error {
  constructor(readonly issues: ImportIssue[]) {
    const lines = issues.slice(0, SHOWN_ISSUES).map((issue) => `  ${issue.path}: ${issue.message}`);
    if (issues.length > SHOWN_ISSUES) lines.push(`  … and ${issues.length - SHOWN_ISSUES} more`);
    super(
      `The catalog file is not valid (${issues.length} problem${issues.length === 1 ? '' : 's'}):\n${lines.join('\n')}`,
    );
    this.name = 'ImportValidationError';
  }
}

/**
 * Renders a path inside the file; top-level records also show their code, because "products[4211]"
 * alone is hard to find in a large file.
 */
export function describePath(file: unknown, path: readonly PropertyKey[]): string {
  let text = '';
  let node: unknown = file;
  path.forEach((segment, depth) => {
    if (typeof segment === 'number') {
      text += `[${segment}]`;
      node = Array.isArray(node) ? node[segment] : undefined;
      const code = depth === 1 && isRecord(node) ? node.code : undefined;
      if (typeof code === 'string' && code !== '') text += ` (code ${code})`;
    } else {
      text += text === '' ? String(segment) : `.${String(segment)}`;
      node = isRecord(node) ? node[segment as string] : undefined;
    }
  });
  return text === '' ? '(file)' : text;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
