import { ANSWER_TEXT_MAX_LENGTH, RATING_MAX, RATING_MIN, answerProblem, isRating } from "./surveys";

const rating = { kind: "rating", required: true } as const;
const yesNo = { kind: "yes_no", required: true } as const;
const text = { kind: "text", required: true } as const;
const optional = <Q extends { kind: string }>(question: Q) => ({ ...question, required: false });

describe("isRating", () => {
  it("accepts every whole number from 1 to 5", () => {
    expect([RATING_MIN, RATING_MAX]).toEqual([1, 5]);
    for (const value of [1, 2, 3, 4, 5]) expect(isRating(value)).toBe(true);
  });

  it.each([0, 6, -1, 2.5, Number.NaN, Number.POSITIVE_INFINITY])("refuses %s", (value) => {
    expect(isRating(value)).toBe(false);
  });
});

describe("answerProblem", () => {
  it("accepts a rating of 1 and of 5, and refuses 0 and 6", () => {
    expect(answerProblem(rating, { rating: 1 })).toBeNull();
    expect(answerProblem(rating, { rating: 5 })).toBeNull();
    expect(answerProblem(rating, { rating: 0 })).toBe("ANSWER_INVALID");
    expect(answerProblem(rating, { rating: 6 })).toBe("ANSWER_INVALID");
    expect(answerProblem(optional(rating), { rating: 6 })).toBe("ANSWER_INVALID");
  });

  it("accepts yes and no", () => {
    expect(answerProblem(yesNo, { yes: true })).toBeNull();
    expect(answerProblem(yesNo, { yes: false })).toBeNull();
  });

  it("accepts a text up to the limit, counted without surrounding spaces, and refuses one character more", () => {
    expect(ANSWER_TEXT_MAX_LENGTH).toBe(2000);
    expect(answerProblem(text, { text: "x".repeat(ANSWER_TEXT_MAX_LENGTH) })).toBeNull();
    expect(answerProblem(text, { text: `  ${"x".repeat(ANSWER_TEXT_MAX_LENGTH)}  ` })).toBeNull();
    expect(answerProblem(text, { text: "x".repeat(ANSWER_TEXT_MAX_LENGTH + 1) })).toBe("ANSWER_INVALID");
  });

  it.each([
    ["no answer at all", undefined],
    ["an empty answer", {}],
    ["nulls", { rating: null, yes: null, text: null }],
  ])("wants an answer to a required question: %s", (_case, answer) => {
    expect(answerProblem(rating, answer)).toBe("ANSWER_REQUIRED");
    expect(answerProblem(yesNo, answer)).toBe("ANSWER_REQUIRED");
    expect(answerProblem(text, answer)).toBe("ANSWER_REQUIRED");
    expect(answerProblem(optional(rating), answer)).toBeNull();
    expect(answerProblem(optional(yesNo), answer)).toBeNull();
    expect(answerProblem(optional(text), answer)).toBeNull();
  });

  it("takes a text of spaces alone for no answer", () => {
    expect(answerProblem(text, { text: "   " })).toBe("ANSWER_REQUIRED");
    expect(answerProblem(optional(text), { text: "   " })).toBeNull();
  });

  it("refuses a value of another kind than the question's, even next to the right one", () => {
    expect(answerProblem(rating, { yes: true })).toBe("ANSWER_INVALID");
    expect(answerProblem(rating, { rating: 3, text: "fine" })).toBe("ANSWER_INVALID");
    expect(answerProblem(yesNo, { rating: 3 })).toBe("ANSWER_INVALID");
    expect(answerProblem(optional(yesNo), { text: "" })).toBe("ANSWER_INVALID");
    expect(answerProblem(text, { yes: false })).toBe("ANSWER_INVALID");
  });
});
