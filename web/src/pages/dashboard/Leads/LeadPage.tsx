import { Link, useLoaderData } from 'react-router-dom';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { LeadPageQuery } from '../../../__generated__/LeadPageQuery.graphql.ts';
import { DashboardPage } from '../DashboardPage.tsx';
import { LeadDetail } from '../../../features/leads/LeadDetail.tsx';
import { dashboardUrl } from '../../../lib/dashboard-urls.ts';
import { useT } from '../../../components/context/locale.tsx';
import { messages } from '../../../lib/i18n/compiled/en/dashboardLeads.ts';

/** /vendor-dashboard/leads/{id}: one enquiry, its status, notes and replies (issue 37 part 2). */
export default function LeadPage() {
  const t = useT(messages);
  const { lead } = usePreloadedQuery<LeadPageQuery>(
    graphql`
      query LeadPageQuery($id: ID!) {
        lead(id: $id) @catch(to: NULL) {
          name
          productName
          ...LeadDetail_lead
        }
      }
    `,
    useLoaderData() as PreloadedQuery<LeadPageQuery>,
  );
  const back = <Link to={dashboardUrl('leads')}>{t('dashboardLeads.back')}</Link>;
  if (!lead) {
    return (
      <DashboardPage heading={t('dashboardLeads.notFound')} actions={back}>
        <p>{t('dashboardLeads.notFoundText')}</p>
      </DashboardPage>
    );
  }
  return (
    <DashboardPage heading={t('dashboardLeads.title', { name: lead.name, listing: lead.productName })} actions={back}>
      <LeadDetail lead={lead} />
    </DashboardPage>
  );
}
