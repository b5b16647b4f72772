export type { BookGenre, DocumentMetadata, MasterPlan, PlannedMilestone } from './master-plan.ts';
export { analysePlanStructure } from './structural-analysis.ts';
