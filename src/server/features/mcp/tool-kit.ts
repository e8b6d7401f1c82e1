// How a KeywordLens MCP tool is declared (decision 062): a name, a description that states its
// quota cost, zod input and output schemas, annotations, the scope a key needs, and a run that
// answers the structured content with a short text summary. Every refusal becomes a tool error
// carrying the product's own message (the same as the REST answer's); anything unexpected is
// logged and answered with a general message, never a stack or raw provider JSON.
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult, ToolAnnotations } from '@modelcontextprotocol/sdk/types.js';
import type { z } from 'zod';
import type { ApiKeyScope } from '../../../shared/contract/api-keys.js';
import { MCP_UNEXPECTED } from '../../../shared/mcp/messages.js';
import { firstIssueMessage } from '../../../shared/validation.js';
import type { AppDeps } from '../../deps.js';
import { DomainError, InvalidInputError } from '../../domain/errors.js';
import type { SessionUser } from '../../http/types.js';

/** Who calls: the key's owner (with a plain user's permissions) and the key's scope. */
export interface ToolContext {
  deps: AppDeps;
  user: SessionUser;
  scope: ApiKeyScope;
}

export interface ToolAnswer<O> {
  /** One or two sentences for clients that show text only. */
  summary: string;
  structured: O;
}

interface ToolDeclaration<I extends z.ZodRawShape, O extends z.ZodRawShape> {
  name: string;
  title: string;
  /** Says what the tool does and what it costs in quota units. */
  description: string;
  /** The scope a key needs: 'tools-and-lists' for the saved lists' tools. */
  scope: ApiKeyScope;
  input: I;
  output: O;
  annotations: Omit<ToolAnnotations, 'title'>;
  run(context: ToolContext, args: z.output<z.ZodObject<I>>): Promise<ToolAnswer<z.output<z.ZodObject<O>>>>;
}

/** A declared tool, its types closed over: what the registry lists and registers. */
export interface McpTool {
  name: string;
  title: string;
  description: string;
  scope: ApiKeyScope;
  annotations: Omit<ToolAnnotations, 'title'>;
  register(server: McpServer, context: ToolContext): void;
}

type LooseRegister = (
  name: string,
  config: { title: string; description: string; inputSchema: z.ZodRawShape; outputSchema: z.ZodRawShape; annotations: ToolAnnotations },
  callback: (args: unknown) => Promise<CallToolResult>,
) => unknown;

export function defineTool<I extends z.ZodRawShape, O extends z.ZodRawShape>(tool: ToolDeclaration<I, O>): McpTool {
  return {
    name: tool.name,
    title: tool.title,
    description: tool.description,
    scope: tool.scope,
    annotations: tool.annotations,
    register(server, context) {
      // The SDK's generic callback type cannot follow a shape that is itself a type parameter here; the
      // SDK validates args against tool.input before calling, so the loose signature loses nothing.
      const register = server.registerTool.bind(server) as unknown as LooseRegister;
      register(
        tool.name,
        { title: tool.title, description: tool.description, inputSchema: tool.input, outputSchema: tool.output, annotations: { title: tool.title, ...tool.annotations } },
        async (args: unknown): Promise<CallToolResult> => {
          try {
            // The SDK validated args against tool.input before calling.
            const answer = await tool.run(context, args as z.output<z.ZodObject<I>>);
            return { content: [{ type: 'text', text: answer.summary }], structuredContent: answer.structured };
          } catch (error) {
            return toolError(error, context, tool.name);
          }
        },
      );
    },
  };
}

function toolError(error: unknown, context: ToolContext, name: string): CallToolResult {
  if (error instanceof DomainError) return { content: [{ type: 'text', text: error.message }], isError: true };
  context.deps.log(`[mcp] ${name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  return { content: [{ type: 'text', text: MCP_UNEXPECTED }], isError: true };
}

/** `value` read by one of the product's request schemas (the REST route's own), or its first problem as a tool error. */
export function validated<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new InvalidInputError(firstIssueMessage(parsed.error));
  return parsed.data;
}
