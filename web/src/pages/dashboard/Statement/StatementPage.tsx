import { useLoaderData } from 'react-router-dom';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { StatementPageQuery } from '../../../__generated__/StatementPageQuery.graphql.ts';
import { DashboardPage } from '../DashboardPage.tsx';
import { StatementTable } from '../../../features/money/StatementTable.tsx';
import { StatementActions, StatementMonthForm } from '../../../features/money/StatementControls.tsx';
import styles from '../../../features/money/Statement.module.css';
import { useT } from '../../../components/context/locale.tsx';
import { messages } from '../../../lib/i18n/compiled/en/dashboardMoney.ts';

/**
 * /vendor-dashboard/payment/statement?month=2026-11: a vendor's monthly statement (issue 36) to
 * print or keep as CSV, per currency the opening balance, the month's lines and the closing one.
 * The admin names a vendor with `?vendor=`, as on the Payment page.
 */
export default function StatementPage() {
  const data = usePreloadedQuery<StatementPageQuery>(
    graphql`
      query StatementPageQuery($vendor: ID, $month: String!) {
        vendorMoney(vendor: $vendor) {
          storeName
          statement(month: $month) {
            month
            firstDay
            lastDay
            currencies {
              currency
              opening
              closing
              lines {
                databaseId
                createdAt
                kind
                kindLabel
                orderId
                amount
                state
                note
              }
            }
          }
        }
      }
    `,
    useLoaderData() as PreloadedQuery<StatementPageQuery>,
  );
  const t = useT(messages);
  const { storeName, statement } = data.vendorMoney;
  const cells = { ...statement, currencies: statement.currencies.map((row) => ({ ...row, lines: row.lines.map((line) => ({ ...line, createdAt: String(line.createdAt) })) })) };
  return (
    <DashboardPage heading={t('dashboardMoney.statementHeading')} actions={<StatementActions statement={cells} />}>
      <p>
        <strong>{storeName}</strong>
        {t('dashboardMoney.statementPeriod', { first: statement.firstDay, last: statement.lastDay })}
      </p>
      <StatementMonthForm month={statement.month} />
      {statement.currencies.length ? (
        statement.currencies.map((row) => (
          <div key={row.currency} className={styles.wrap}>
            <StatementTable row={row} firstDay={statement.firstDay} lastDay={statement.lastDay} />
          </div>
        ))
      ) : (
        <p>{t('dashboardMoney.statementEmpty')}</p>
      )}
    </DashboardPage>
  );
}
