import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createAiAdapter, type AiAdapterOptions } from '../src/adapters/ai/ai-adapter.ts';
import type { AppServiceOverrides } from '../src/app-services.ts';
import { readConfig } from '../src/config.ts';
import { startStandIn, type RecordedRequest } from './stand-in-server.ts';
import { useTestApp, type TestApp } from './test-app.ts';

export type Responder = (request: RecordedRequest, res: ServerResponse) => void | Promise<void>;

/**
 * The whole app with its AI engine pointed at a model server stand-in on 127.0.0.1 whose replies
 * each test scripts (`model.script = [...]`, the last one repeating), and whose received requests
 * it reads (`model.requests`). `environment` names the provider from the stand-in's address;
 * `unscripted` answers when a test scripted nothing, in the provider's own error format.
 */
export function useScriptedModelApp(options: {
  environment: (standInUrl: string) => Record<string, string>;
  unscripted: Responder;
  engine?: AiAdapterOptions['engine'];
}) {
  let standIn: Awaited<ReturnType<typeof startStandIn>>;
  const overrides: AppServiceOverrides = {};
  const model = {
    script: [] as Responder[],
    get requests(): RecordedRequest[] {
      return standIn.requests;
    },
    get url(): string {
      return standIn.url;
    },
    app: undefined as unknown as TestApp,
  };
  beforeAll(async () => {
    standIn = await startStandIn((request, res, index) =>
      (model.script[Math.min(index, model.script.length - 1)] ?? options.unscripted)(request, res),
    );
    overrides.adapters = {
      ai: createAiAdapter(readConfig(options.environment(standIn.url)), {
        model: { timeoutMs: 1500, retries: 2, sleep: async () => {} },
        ...(options.engine && { engine: options.engine }),
      }),
    };
  });
  afterAll(() => standIn.close());
  model.app = useTestApp(overrides);
  beforeEach(() => {
    model.script = [];
    standIn.requests.length = 0;
  });
  return model;
}
