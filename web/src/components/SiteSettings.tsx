import { createContext, useContext, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { SiteSettings_settings$data, SiteSettings_settings$key } from '../__generated__/SiteSettings_settings.graphql';

/**
 * The marketplace's own details (the admin's Site Settings): one fragment, read by the layout's
 * query on every page (rendered by the server with the page, so nothing is asked after hydration)
 * and handed to the header, footer, contact, about, privacy and checkout pages through context.
 */
export type SiteSettingsData = SiteSettings_settings$data;

export const siteSettingsFragment = graphql`
  fragment SiteSettings_settings on SiteSettings {
    businessName
    phone
    phoneHref
    email
    offices {
      label
      lines
      city
      country
    }
    socialLinks {
      network
      label
      url
    }
    aboutText
    founder {
      name
      title
      text
    }
    privacyEmail
    bank {
      accountName
      bank
      accountNumber
      iban
      swift
      note
    }
  }
`;

const SiteSettingsContext = createContext<SiteSettingsData | null>(null);

export function SiteSettingsProvider({ settings, children }: { settings: SiteSettings_settings$key; children: ReactNode }) {
  const data = useFragment(siteSettingsFragment, settings);
  return <SiteSettingsContext.Provider value={data}>{children}</SiteSettingsContext.Provider>;
}

/** The settings, or null outside the layout (unit tests of a single component). */
export function useSiteSettings(): SiteSettingsData | null {
  return useContext(SiteSettingsContext);
}

/** Text with blank lines between paragraphs, as paragraphs. */
export function Paragraphs({ text, className }: { text: string; className?: string }) {
  return (
    <>
      {text
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter(Boolean)
        .map((p, i) => (
          <p key={i} className={className} data-content>
            {p}
          </p>
        ))}
    </>
  );
}
