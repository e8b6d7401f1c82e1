// Every MCP tool, in the order assistants list them (decision 062): at most 15, each mirroring one
// of the product's capabilities. The README's tool list is generated from this table.
import type { ApiKeyScope } from '../../../shared/contract/api-keys.js';
import { getUsage, listResearchesTool } from './tools/account.js';
import { competitorKeywords, keywordGap } from './tools/competitors.js';
import { addToKeywordList, createKeywordList, getKeywordList, importToKeywordList, listKeywordLists, removeFromKeywordList } from './tools/lists.js';
import { getResearchRows, researchKeywords } from './tools/research-keywords.js';
import { searchConsoleOpportunities } from './tools/search-console.js';
import { analyseSerp, relatedKeywords } from './tools/serp-and-related.js';
import type { McpTool } from './tool-kit.js';

export const MCP_TOOLS: readonly McpTool[] = [
  researchKeywords,
  getResearchRows,
  listResearchesTool,
  analyseSerp,
  relatedKeywords,
  competitorKeywords,
  keywordGap,
  getUsage,
  listKeywordLists,
  getKeywordList,
  createKeywordList,
  addToKeywordList,
  importToKeywordList,
  removeFromKeywordList,
  searchConsoleOpportunities,
];

/** The tools a key of `scope` is offered: a tools-only key never sees the lists' and Search Console's tools. */
export function toolsForScope(scope: ApiKeyScope): readonly McpTool[] {
  return MCP_TOOLS.filter((tool) => tool.scope === 'tools' || scope === 'tools-and-lists');
}
