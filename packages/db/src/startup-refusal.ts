/**
 * A start that the operator must put right (a data folder the database server cannot reach, a
 * setting that cannot work). Its message says what to do; the app prints that one line and exits,
 * without a stack trace.
 */
export class StartupRefusal extends Error {
  override name = 'StartupRefusal';
}
