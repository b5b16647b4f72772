import { createFileRoute } from '@tanstack/react-router';
import { messages } from '@receipts/domain';
import { PlaceholderPage } from '../../features/placeholder/placeholder-page.tsx';

// Part B of the "Web app" issue replaces this with the profile form.
export const Route = createFileRoute('/_app/settings')({
  component: () => <PlaceholderPage title={messages.settings.title} />,
});
