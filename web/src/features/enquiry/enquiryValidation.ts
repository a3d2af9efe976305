import { EMAIL_PATTERN } from '@rules/email.ts';
import { LEAD_CONTACT_TIMES, LEAD_MAX_LENGTHS, isPhoneNumber, type LeadContactTime } from '@rules/leads.ts';

export interface EnquiryValues {
  name: string;
  email: string;
  phone: string;
  message: string;
  preferredTime: LeadContactTime;
}

export const ENQUIRY_FIELDS = ['name', 'email', 'phone', 'message', 'preferredTime'] as const;

/** Which rule a field broke: the form shows it in the page's language. */
export type EnquiryProblem = 'required' | 'contactRequired' | 'invalidEmail' | 'invalidPhone' | 'tooLong';

/** The form's values as the server answered them (a post without the script), else empty with the default message. */
export function enquiryValues(answered: Record<string, string> | undefined, defaultMessage: string): EnquiryValues {
  const time = answered?.preferredTime as LeadContactTime | undefined;
  return {
    name: answered?.name ?? '',
    email: answered?.email ?? '',
    phone: answered?.phone ?? '',
    message: answered?.message ?? defaultMessage,
    preferredTime: time && LEAD_CONTACT_TIMES.includes(time) ? time : 'any',
  };
}

/** The same checks as the server's (domain/leads/enquiry.ts), so a person hears of a mistake before sending. */
export function enquiryProblems(values: EnquiryValues): Partial<Record<keyof EnquiryValues, EnquiryProblem>> {
  const problems: Partial<Record<keyof EnquiryValues, EnquiryProblem>> = {};
  const name = values.name.trim();
  const email = values.email.trim();
  const phone = values.phone.trim();
  const message = values.message.trim();
  if (!name) problems.name = 'required';
  else if (name.length > LEAD_MAX_LENGTHS.name) problems.name = 'tooLong';
  if (!email && !phone) problems.email = 'contactRequired';
  if (email && (!EMAIL_PATTERN.test(email) || email.length > LEAD_MAX_LENGTHS.email)) problems.email = 'invalidEmail';
  if (phone && !isPhoneNumber(phone)) problems.phone = 'invalidPhone';
  if (!message) problems.message = 'required';
  else if (message.length > LEAD_MAX_LENGTHS.message) problems.message = 'tooLong';
  return problems;
}
