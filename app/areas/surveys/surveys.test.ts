import { RATING_MAX, RATING_MIN } from "~domain/surveys";
import { RATINGS, answerFieldOf, surveyPath } from "./surveys";

describe("survey page helpers", () => {
  it("name every rating of the scale, lowest first", () => {
    expect(RATINGS.map((entry) => entry.rating)).toEqual(Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i));
  });

  it("lead to the fill page of an open survey and the view page of a completed one", () => {
    expect(surveyPath({ id: "12", state: "OPENED" })).toBe("/surveys/fill-survey/12");
    expect(surveyPath({ id: "12", state: "CLOSED" })).toBe("/surveys/view-survey/12");
  });

  it("give each question its own field", () => {
    expect(answerFieldOf("7")).toBe("question-7");
  });
});
