import { Migration } from '@mikro-orm/migrations';

/**
 * Context snippets are at most 500 characters now (the citation's sentence, or a window of it);
 * snippets stored before were unbounded. Longer ones are cut to 499 characters and an ellipsis
 * (the next extraction of the chapter writes the window around the citation).
 */
export class Migration20261125150200CapContextSnippets extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `update "citation" set "context_snippet" = left("context_snippet", 499) || '…' where length("context_snippet") > 500;`,
    );
  }

  override async down(): Promise<void> {
    // The cut text is gone; extraction writes snippets again from the chapter.
  }
}
