// GET /api/researches/:id/clusters and /api/lists/:id/clusters (decisions 027 and
// 033): the topic clusters of a research's rows or a list's keywords, each with its pillar
// (highest-volume keyword), size, total volume and average difficulty, largest total volume
// first. A cluster's id filters the rows (?cluster=).
import { z } from 'zod';

export const clusterSummarySchema = z.object({
  clusterId: z.number().int().meta({ example: 3 }),
  pillar: z.string().meta({ example: 'trail running shoes' }),
  size: z.number().int(),
  totalVolume: z.number(),
  averageDifficulty: z.number().nullable(),
});
export type ClusterSummaryRecord = z.infer<typeof clusterSummarySchema>;

export const researchClustersSchema = z
  .object({ clusters: z.array(clusterSummarySchema) })
  .meta({ id: 'ResearchClusters', description: "The topic clusters of a research's rows or a list's keywords, largest total volume first." });
export type ResearchClusters = z.infer<typeof researchClustersSchema>;
