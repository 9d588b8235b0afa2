import { GraphQLScalarType, Kind } from "graphql";
import { createGraphQLError } from "graphql-yoga";
import { CALENDAR_YEARS, isCalendarDate } from "../../domain/calendar-date";

// The schema's Date (yyyy-MM-dd), checked where GraphQL reads it, for every argument and input field of
// that type at once: a day that exists, in the years of a business date (../../domain/calendar-date.ts).
// Unchecked, 9999-12-31 reached SQL, and a week computed from it was past what PostgreSQL holds.

// DATE_INVALID, the code the resolvers gave such a date before (schema.graphql's errors).
const dateInvalid = () =>
  createGraphQLError(`DATE_INVALID: a day as yyyy-MM-dd from ${CALENDAR_YEARS.first} to ${CALENDAR_YEARS.last}`, {
    extensions: { code: "DATE_INVALID", http: { status: 400 } },
  });

function calendarDateOf(value: unknown): string {
  if (typeof value !== "string" || !isCalendarDate(value)) throw dateInvalid();
  return value;
}

export const dateScalar = new GraphQLScalarType({
  name: "Date",
  description: "An ISO 8601 calendar date (yyyy-MM-dd) from 1900 to 2999; any other is refused with DATE_INVALID.",
  // Answers are written as the resolvers read them (the database's yyyy-MM-dd text).
  serialize: (value) => value,
  parseValue: calendarDateOf,
  parseLiteral: (node) => calendarDateOf(node.kind === Kind.STRING ? node.value : null),
});
