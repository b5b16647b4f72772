/** The chapter the bench stored for this page (`?words=N`), as the app's server stored it. */
export async function loadChapter(): Promise<string> {
  const words = new URLSearchParams(location.search).get('words');
  const response = await fetch(`/chapter-${words}.html`);
  if (!response.ok) throw new Error(`chapter of ${words} words: ${response.status}`);
  return response.text();
}

/** Where the page mounts its editor. */
export const mountPoint = (): HTMLElement => document.getElementById('editor')!;

/** The attribute the bench finds every editor by, as it finds the app's. */
export const benchAttributes = { 'data-testid': 'chapter-editor' };
