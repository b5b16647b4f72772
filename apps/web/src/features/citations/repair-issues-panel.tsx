import type { CitationRepairReply } from '@receipts/domain';
import { css } from 'styled-system/css';
import { card } from 'styled-system/recipes';
import { Button } from '../../components/ui/index.ts';
import { repairTexts as t } from './repair-texts.ts';

/** What the last Validate/Repair found, each issue by work and field: what differs and why. */
export function RepairIssuesPanel({
  report,
  onDismiss,
}: {
  report: CitationRepairReply;
  onDismiss: () => void;
}) {
  return (
    <section
      aria-labelledby="repair-issues-heading"
      data-testid="repair-issues"
      className={card({ padding: 'md' })}
    >
      <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '2' })}>
        <h3 id="repair-issues-heading" className={css({ fontWeight: 'semibold' })}>
          {t.issuesTitle}
        </h3>
        <Button variant="ghost" size="sm" onClick={onDismiss}>
          {t.dismiss}
        </Button>
      </div>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        {t.counts(report.referencesAdded, report.referencesChanged, report.referencesUnchanged)}
      </p>
      {report.issues.length === 0 ? (
        <p className={css({ fontSize: 'sm', mt: '2' })}>{t.noIssues}</p>
      ) : (
        <ul
          className={css({
            pl: '5',
            listStyleType: 'disc',
            fontSize: 'sm',
            mt: '2',
            overflowWrap: 'anywhere',
          })}
        >
          {report.issues.map((issue, index) => (
            <li key={index}>
              <strong>{issue.citedAs}</strong>
              {issue.field
                ? ` — ${t.field[issue.field]}: ${issue.entry ?? t.none} → ${issue.record ?? t.none}`
                : ''}
              : {issue.message}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
