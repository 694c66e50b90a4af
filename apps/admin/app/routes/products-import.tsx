import {
  ADMIN_API,
  importProblemAt,
  PRODUCT_CSV_COLUMNS,
  type ProductImportResult,
} from '@sakhe/contract/admin';
import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, Card, Notice, PageHeader } from '../components/ui';
import { ApiError, type Violation } from '../lib/api';
import { uploadFile } from '../lib/upload';

type Step =
  | { kind: 'idle' }
  | { kind: 'sending'; dryRun: boolean; percent: number }
  | { kind: 'checked'; result: ProductImportResult }
  | { kind: 'imported'; result: ProductImportResult }
  | { kind: 'problems'; violations: Violation[] }
  | { kind: 'failed'; message: string };

/**
 * Importing products from a CSV file (the export's columns) or a JSON catalog file (issue 22):
 * the file is checked first (a dry run: every problem by row and field, nothing changed), and
 * imported only once it checks out, in one transaction.
 */
export default function ProductsImport() {
  const { t } = useTranslation();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'idle' });

  async function send(dryRun: boolean) {
    if (!file) return;
    setStep({ kind: 'sending', dryRun, percent: 0 });
    try {
      const result = await uploadFile<ProductImportResult>(
        `/product-imports?dryRun=${dryRun}`,
        file,
        (fraction) => setStep({ kind: 'sending', dryRun, percent: Math.round(fraction * 100) }),
      );
      setStep({ kind: dryRun ? 'checked' : 'imported', result });
    } catch (error) {
      if (error instanceof ApiError && error.violations.length > 0) {
        setStep({ kind: 'problems', violations: error.violations });
      } else setStep({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  }

  const summary = (result: ProductImportResult) => (
    <ul className="mt-2 list-disc ps-5">
      <li>{t('bulk.summary.products', result.products)}</li>
      <li>{t('bulk.summary.variants', result.variants)}</li>
      <li>{t('bulk.summary.taxons', result.taxons)}</li>
    </ul>
  );

  return (
    <>
      <Link to="/products" className="mb-2 inline-block text-sm text-accent underline">
        {t('bulk.importBack')}
      </Link>
      <PageHeader title={t('bulk.importTitle')}>
        <a
          href={`${ADMIN_API}/products/export.csv`}
          download
          className="inline-flex min-h-10 items-center gap-2 rounded-md border border-line bg-surface-raised px-4 text-sm hover:bg-surface-sunken"
        >
          <Download aria-hidden className="size-4" />
          {t('bulk.exportAll')}
        </a>
      </PageHeader>

      <Card className="flex flex-col gap-4">
        <p className="text-sm">{t('bulk.importIntro')}</p>
        <div className="flex flex-col gap-1">
          <label htmlFor={fileId} className="text-sm font-medium">
            {t('bulk.file')}
          </label>
          <input
            id={fileId}
            type="file"
            accept=".csv,.json,text/csv,application/json"
            className="text-sm"
            onChange={(event) => {
              setFile(event.currentTarget.files?.[0] ?? null);
              setStep({ kind: 'idle' });
            }}
          />
          <p className="text-xs text-ink-muted">
            {t('bulk.columnsHint', { columns: PRODUCT_CSV_COLUMNS.join(', ') })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            disabled={!file}
            pending={step.kind === 'sending' && step.dryRun}
            onClick={() => void send(true)}
          >
            {t('bulk.check')}
          </Button>
          <Button
            disabled={step.kind !== 'checked'}
            pending={step.kind === 'sending' && !step.dryRun}
            onClick={() => void send(false)}
          >
            {t('bulk.importNow')}
          </Button>
        </div>

        {step.kind === 'sending' && (
          <Notice tone="info">
            {t(step.dryRun ? 'bulk.checking' : 'bulk.importing', { percent: step.percent })}
          </Notice>
        )}
        {step.kind === 'checked' && (
          <Notice tone="success">
            {t('bulk.checkedOk')}
            {summary(step.result)}
          </Notice>
        )}
        {step.kind === 'imported' && (
          <Notice tone="success">
            {t('bulk.imported')}
            {summary(step.result)}
          </Notice>
        )}
        {step.kind === 'failed' && <Notice tone="error">{step.message}</Notice>}
        {step.kind === 'problems' && (
          <>
            <Notice tone="error">{t('bulk.problems', { count: step.violations.length })}</Notice>
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <thead>
                  <tr className="border-b border-line">
                    <th scope="col" className="py-2 pe-4">
                      {t('bulk.row')}
                    </th>
                    <th scope="col" className="py-2 pe-4">
                      {t('bulk.field')}
                    </th>
                    <th scope="col" className="py-2">
                      {t('bulk.problem')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {step.violations.map((violation, index) => {
                    const at = importProblemAt(violation.propertyPath);
                    return (
                      <tr
                        key={`${violation.propertyPath}-${index}`}
                        className="border-b border-line align-top"
                      >
                        <td className="py-2 pe-4 whitespace-nowrap">{at.row || t('bulk.wholeFile')}</td>
                        <td className="py-2 pe-4 font-mono text-xs">{at.field || '—'}</td>
                        <td className="py-2">{violation.message}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          </>
        )}
      </Card>
    </>
  );
}
