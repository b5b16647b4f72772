/** What the page and the fetch worker say to each other. */
export type WorkerRequest =
  | {
      kind: 'send';
      id: number;
      url: string;
      method: string;
      headers: [string, string][];
      body: string;
    }
  | { kind: 'abort'; id: number };

export type WorkerReply =
  | {
      kind: 'response';
      id: number;
      status: number;
      statusText: string;
      headers: [string, string][];
      body: string;
    }
  | { kind: 'failed' | 'aborted'; id: number; message: string };
