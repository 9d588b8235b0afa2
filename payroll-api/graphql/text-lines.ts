import { defaultFieldResolver, type GraphQLArgument, type GraphQLInputField, type GraphQLInputType, type GraphQLSchema } from "graphql";
import { CONTROL_CHARACTERS, NOT_ONE_LINE, isMultiLineText, isSingleLineText } from "../../domain/text-lines";
import { ApiError, type FieldProblem } from "../core/errors";

// What a mutation's text may hold, checked once for every String it takes, whatever resolver it
// reaches (docs/decisions/0062-single-line-text-and-mail-text.md). A String input is one line unless
// the schema marks it @multiLine (a description, a remark): a name with a line break in it ended up
// on lines of its own in the welcome mail, above the real link. A new mutation is covered unedited.

const isMultiLine = (definition: GraphQLArgument | GraphQLInputField) =>
  definition.astNode?.directives?.some((directive) => directive.name.value === "multiLine") ?? false;

// The schema is Yoga's, whose types may come from another copy of graphql than this module's (vitest
// loads graphql's ESM build for source files, Node its CommonJS one for Yoga): graphql's isListType and
// its kin throw on a type of another copy, so the types are read by their shape.

/** A list or non-null type's inner type and which it is; undefined for a named type. */
function wrapped(type: GraphQLInputType): { ofType: GraphQLInputType; list: boolean } | undefined {
  if (!("ofType" in type)) return undefined;
  return { ofType: type.ofType, list: !String(type).endsWith("!") };
}

const inputFieldsOf = (type: GraphQLInputType): GraphQLInputField[] | undefined => ("getFields" in type ? Object.values(type.getFields()) : undefined);

/** The fields of a coerced value whose text its definition does not allow, by their path ("general.remark", "answers.2.text"). */
function problemsIn(value: unknown, type: GraphQLInputType, multiLine: boolean, path: string): FieldProblem[] {
  if (value === null || value === undefined) return [];
  const inner = wrapped(type);
  if (inner && !inner.list) return problemsIn(value, inner.ofType, multiLine, path);
  if (inner) return Array.isArray(value) ? value.flatMap((item, index) => problemsIn(item, inner.ofType, multiLine, `${path}.${index}`)) : [];
  if (typeof value === "string") {
    const fits = multiLine ? isMultiLineText : isSingleLineText;
    return String(type) === "String" && !fits(value) ? [{ field: path, code: multiLine ? CONTROL_CHARACTERS : NOT_ONE_LINE }] : [];
  }
  const fields = inputFieldsOf(type);
  if (!fields || typeof value !== "object") return [];
  const values = value as Record<string, unknown>;
  return fields.flatMap((field) => problemsIn(values[field.name], field.type, isMultiLine(field), path ? `${path}.${field.name}` : field.name));
}

/** Every text of a mutation's arguments; the input object's own fields are named without "input.". */
const problemsOfArguments = (definitions: readonly GraphQLArgument[], args: Record<string, unknown>) =>
  definitions.flatMap((argument) => problemsIn(args[argument.name], argument.type, isMultiLine(argument), argument.name === "input" ? "" : argument.name));

/**
 * Puts the check in front of every mutation's resolver: a text it does not allow is refused with 422
 * CONTROL_CHARACTERS, each field named in the problems, before anything is stored or mailed.
 */
export function checkTextLines(schema: GraphQLSchema): GraphQLSchema {
  for (const field of Object.values(schema.getMutationType()?.getFields() ?? {})) {
    const resolve = field.resolve ?? defaultFieldResolver;
    field.resolve = (source, args: Record<string, unknown>, context, info) => {
      const problems = problemsOfArguments(field.args, args);
      if (problems.length > 0) {
        const fields = problems.map((problem) => problem.field).join(", ");
        throw new ApiError(CONTROL_CHARACTERS, 422, `${CONTROL_CHARACTERS}: a line break or other control character in ${fields}`, { problems });
      }
      return resolve(source, args, context, info);
    };
  }
  return schema;
}
