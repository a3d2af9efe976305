import { useId, useState } from 'react';
import { fetchQuery, graphql, useMutation, useRelayEnvironment } from 'react-relay';
import type { ProductsCsvExportQuery } from '../../__generated__/ProductsCsvExportQuery.graphql.ts';
import type { ProductsCsvImportMutation, ProductsCsvImportMutation$data } from '../../__generated__/ProductsCsvImportMutation.graphql.ts';
import { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS, PRODUCT_CSV_MESSAGES } from '@rules/product-csv.ts';
import { useToast } from '../../components/ui/Toast.tsx';
import { downloadText } from '../../lib/download.ts';
import { invalidateCatalogue } from './connection.ts';
import buttons from '../../components/Button.module.css';
import styles from './ProductsCsv.module.css';
import { useServerText, useT } from '../../components/context/locale.tsx';
import { messages as productsMessages } from '../../lib/i18n/compiled/en/dashboardProducts.ts';

type Answer = ProductsCsvImportMutation$data['importProductsCsv'];
/** The report of a read file: what it creates and updates, and each refused row. */
interface Report {
  applied: boolean;
  dryRun: boolean;
  created: number;
  updated: number;
  problems: NonNullable<Answer['problems']>;
}

const reportOf = (answer: Answer): Report | null =>
  answer.__typename === 'ProductImportReport' ? { applied: !!answer.applied, dryRun: !!answer.dryRun, created: answer.created ?? 0, updated: answer.updated ?? 0, problems: answer.problems ?? [] } : null;

const exportQuery = graphql`
  query ProductsCsvExportQuery {
    productsCsv {
      filename
      csv
    }
  }
`;

/**
 * The products page's bulk tools (issue 37 part 5): download every product as CSV, and upload an
 * edited file: "Check file" only validates, "Import" writes all rows or, if any row is refused,
 * none; the refused rows are listed by row, column and reason.
 */
export function ProductsCsv() {
  const environment = useRelayEnvironment();
  const toast = useToast();
  const t = useT(productsMessages);
  const serverText = useServerText();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<Report | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [commit, importing] = useMutation<ProductsCsvImportMutation>(graphql`
    mutation ProductsCsvImportMutation($input: ImportProductsCsvInput!) {
      importProductsCsv(input: $input) {
        __typename
        ... on ProductImportReport {
          applied
          dryRun
          rows
          created
          updated
          problems {
            row
            column
            message
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  async function upload(dryRun: boolean) {
    if (!file) return setProblem(t('dashboardProducts.chooseFile'));
    if (file.size > MAX_IMPORT_BYTES) return setProblem(serverText(PRODUCT_CSV_MESSAGES.tooLarge));
    setProblem(null);
    setReport(null);
    const csv = await file.text();
    commit({
      variables: { input: { csv, dryRun } },
      onCompleted: ({ importProductsCsv: result }) => {
        const read = reportOf(result);
        if (!read) return setProblem(serverText(result.message ?? '') || t('dashboardProducts.importFailed'));
        setReport(read);
        if (read.applied) {
          invalidateCatalogue(environment);
          toast({ title: t('dashboardProducts.imported', { created: read.created, updated: read.updated }) });
        }
      },
      onError: (error) => setProblem(serverText(error.message) || t('dashboardProducts.importFailed')),
    });
  }

  return (
    <section className={styles.csv} aria-labelledby={`${inputId}-heading`}>
      <CsvIntro headingId={`${inputId}-heading`} />
      <div className={styles.row}>
        <ExportProductsButton onProblem={setProblem} />
        <label htmlFor={inputId} className={styles.fileLabel}>
          {t('dashboardProducts.csvFile')}
        </label>
        <input id={inputId} type="file" accept=".csv,text/csv" onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
        <button type="button" className={buttons.secondary} disabled={!file || importing} onClick={() => void upload(true)}>
          {t('dashboardProducts.checkFile')}
        </button>
        <button type="button" className={buttons.primary} disabled={!file || importing} onClick={() => void upload(false)}>
          {importing ? t('dashboardProducts.importing') : t('dashboardProducts.import')}
        </button>
      </div>
      {problem && (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      )}
      {report && <ImportReport report={report} />}
    </section>
  );
}

/** What the section does, under its heading. */
function CsvIntro({ headingId }: { headingId: string }) {
  const t = useT(productsMessages);
  return (
    <>
      <h2 id={headingId} className={styles.heading}>
        {t('dashboardProducts.csvHeading')}
      </h2>
      <p className={styles.hint}>{t('dashboardProducts.csvHint', { max: MAX_IMPORT_ROWS })}</p>
    </>
  );
}

/** Downloads every product the viewer manages as the server writes the file. */
function ExportProductsButton({ onProblem }: { onProblem: (problem: string | null) => void }) {
  const environment = useRelayEnvironment();
  const t = useT(productsMessages);
  const serverText = useServerText();
  async function exportCsv() {
    onProblem(null);
    try {
      const data = await fetchQuery<ProductsCsvExportQuery>(environment, exportQuery, {}, { fetchPolicy: 'network-only' }).toPromise();
      if (data) downloadText(data.productsCsv.filename, data.productsCsv.csv);
    } catch (cause) {
      onProblem(cause instanceof Error ? serverText(cause.message) : t('dashboardProducts.exportFailed'));
    }
  }
  return (
    <button type="button" className={buttons.secondary} onClick={() => void exportCsv()}>
      {t('dashboardProducts.exportCsv')}
    </button>
  );
}

function ImportReport({ report }: { report: Report }) {
  const t = useT(productsMessages);
  const serverText = useServerText();
  if (!report.problems.length) {
    return (
      <p role="status" className={styles.ok}>
        {t(report.dryRun ? 'dashboardProducts.fileReady' : 'dashboardProducts.imported', { created: report.created, updated: report.updated })}
      </p>
    );
  }
  return (
    <div role="alert" className={styles.report}>
      <p className={styles.problem}>
        {t('dashboardProducts.rowsRefused', { count: report.problems.length })}
      </p>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('dashboardProducts.row')}</th>
            <th scope="col">{t('dashboardProducts.column')}</th>
            <th scope="col">{t('dashboardProducts.problem')}</th>
          </tr>
        </thead>
        <tbody>
          {report.problems.map((p) => (
            <tr key={`${p.row}-${p.column ?? ''}`}>
              <td>{p.row}</td>
              <td>{p.column ?? '—'}</td>
              <td>{serverText(p.message)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
