import type { ASTVisitor, ValidationContext } from "graphql";
import { createGraphQLError, type Plugin } from "graphql-yoga";
import { containsNul } from "../json-text";

// Text the database cannot hold, refused once for every argument of every operation. PostgreSQL's text
// holds no U+0000; a NUL in a JSON body is refused before Yoga (../json-text.ts), but GraphQL reaches
// strings by other ways too: an escape in the document's literal arguments ("\u0000"), and variables
// of a GET request. Each is refused here with the client's 400, never left for the first query to fail.

const TEXT_INVALID = "TEXT_INVALID";

const textInvalid = () => createGraphQLError(TEXT_INVALID, { extensions: { code: "BAD_USER_INPUT", http: { status: 400 } } });

/** A validation rule: no literal string of the document holds a NUL. */
function noNulInLiterals(context: ValidationContext): ASTVisitor {
  return {
    StringValue(node) {
      if (node.value.includes("\u0000")) context.reportError(textInvalid());
    },
  };
}

/** The Yoga plugin: variables (from a body or an address) and literal arguments without a NUL. */
export function refuseUnstorableText(): Plugin {
  return {
    onParams({ params, setResult }) {
      if (containsNul(params.variables) || containsNul(params.operationName)) setResult({ errors: [textInvalid()] });
    },
    onValidate({ addValidationRule }) {
      addValidationRule(noNulInLiterals);
    },
  };
}
