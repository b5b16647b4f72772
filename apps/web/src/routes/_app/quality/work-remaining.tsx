import { createFileRoute } from '@tanstack/react-router';
import { messages } from '@receipts/domain';
import { PlaceholderPage } from '../../../features/placeholder/placeholder-page.tsx';

// Part B of the "Web app" issue replaces this with the publication readiness screen.
export const Route = createFileRoute('/_app/quality/work-remaining')({
  component: () => <PlaceholderPage title={messages.workRemaining.heading} />,
});
