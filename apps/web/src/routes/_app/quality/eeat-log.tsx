import { createFileRoute } from '@tanstack/react-router';
import { messages } from '@receipts/domain';
import { PlaceholderPage } from '../../../features/placeholder/placeholder-page.tsx';

// Part B of the "Web app" issue replaces this with the E-E-A-T score log.
export const Route = createFileRoute('/_app/quality/eeat-log')({
  component: () => <PlaceholderPage title={messages.sidebar.eeatLog} />,
});
