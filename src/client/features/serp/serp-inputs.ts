// The SERP screen's shared inputs: keyword, language and location only (the result count is
// fixed at 10). A module constant so useToolInputs gets a stable options object.
import type { ToolInputOptions } from '../../components/tool-inputs';

export const SERP_INPUTS: ToolInputOptions = {};
