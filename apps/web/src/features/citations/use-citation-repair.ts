import { useMutation } from '@tanstack/react-query';
import type { CitationRepairInput, CitationRepairReply } from '@receipts/domain';
import { useState } from 'react';
import { useTrpc } from '../../lib/trpc/trpc-context.tsx';

export type RepairSkip = NonNullable<CitationRepairInput['skip']>;

/**
 * Validate/Repair in two steps: `preview` asks what would change (dryRun) and holds it for the
 * dialog; `apply` makes the changes the writer kept. The last reply's issues stay for the panel.
 */
export function useCitationRepair(chapterId: number) {
  const trpc = useTrpc();
  const repair = useMutation(trpc.citations.validateRepairCitations.mutationOptions());
  const [preview, setPreview] = useState<CitationRepairReply | null>(null);
  const [report, setReport] = useState<CitationRepairReply | null>(null);

  return {
    preview,
    report,
    /** Asks for the diff; with nothing to change, the reply is the report at once. */
    async ask(): Promise<CitationRepairReply> {
      const reply = await repair.mutateAsync({ id: chapterId, dryRun: true });
      if (reply.changes.length > 0) setPreview(reply);
      else setReport(reply);
      return reply;
    },
    async apply(skip: RepairSkip): Promise<CitationRepairReply> {
      setPreview(null);
      const reply = await repair.mutateAsync({ id: chapterId, skip });
      setReport(reply);
      return reply;
    },
    /** Skip: nothing changes; the issues the preview found are still shown. */
    skipAll() {
      setReport(preview);
      setPreview(null);
    },
    dismissReport: () => setReport(null),
  };
}
