// The words of the seller application and user enter modals that their openers need too (the reason a visitor is asked
// to log in), apart from the modals so the openers do not load the forms (decision 023).
import type { EntryType } from '@yachts/contracts/selling';

/** What an opener may pass: called after the application is sent (a page reloads its list of applications). */
export interface EntryModalProps {
  onSubmitted?: (result: { id: number; type: EntryType }) => void;
}

export const ENTRY_MODAL_TEXT: Record<EntryType, { title: string; description: string; legend: string; loginReason: string }> = {
  seller: {
    title: 'Apply as a seller',
    description: 'Tell us who you are. Once we have checked your details, your yachts are listed under your name.',
    legend: 'You are a',
    loginReason: 'Log in or create a free account to apply as a seller.',
  },
  business: {
    title: 'Register your business',
    description: 'Builders, dealers and brokers list their yachts under the company name, with a business profile.',
    legend: 'Your business is a',
    loginReason: 'Log in or create a free account to register your business.',
  },
};
