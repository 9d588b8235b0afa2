import {
  defineWizard,
  destinationOf,
  firstUnfinishedStep,
  intentOf,
  isReturning,
  nextStepOf,
  previousStepOf,
  progressOf,
  redirectFromSkippedStep,
  stepOfPath,
  stepPath,
  type StepOf,
  type WizardStepDeclaration,
} from "./wizard";

// A wizard like the position wizard: its first step at its own address, a subject when editing.
const wizard = defineWizard({
  kind: "example",
  steps: [
    { name: "general", path: "", title: "positions:steps.general" },
    { name: "safety", path: "safety", title: "positions:steps.safety" },
    { name: "premiums", path: "premiums", title: "positions:steps.premiums" },
    { name: "check", path: "check", title: "positions:steps.check" },
  ],
  check: "check",
  base: (id: string | null) => (id ? `/things/edit/${encodeURIComponent(id)}` : "/things/add"),
});
type Step = StepOf<typeof wizard>;

const finishedUpTo =
  (...done: Step[]) =>
  (step: Step) =>
    done.includes(step);

describe("defineWizard", () => {
  const steps: WizardStepDeclaration<string>[] = [
    { name: "one", path: "", title: "positions:steps.general" },
    { name: "two", path: "two", title: "positions:steps.safety" },
  ];

  it("refuses a wizard whose check-your-answers step is not the last", () => {
    expect(() => defineWizard({ kind: "wrong", steps, check: "one", base: () => "/x" })).toThrow(/must end with its check-your-answers step/);
  });

  it("refuses a step name or a path given twice", () => {
    const twice: WizardStepDeclaration<string>[] = [...steps, { name: "two", path: "three", title: "positions:steps.premiums" }];
    expect(() => defineWizard({ kind: "twice", steps: twice, check: "two", base: () => "/x" })).toThrow(/twice/);
    const samePath: WizardStepDeclaration<string>[] = [...steps, { name: "three", path: "two", title: "positions:steps.premiums" }];
    expect(() => defineWizard({ kind: "twice", steps: samePath, check: "three", base: () => "/x" })).toThrow(/twice/);
  });

  it("keeps the names in order", () => {
    expect(wizard.names).toEqual(["general", "safety", "premiums", "check"]);
  });
});

describe("addresses", () => {
  it("reads the step from the address: none is the first, an unknown one is no step", () => {
    expect(stepOfPath(wizard, undefined)).toBe("general");
    expect(stepOfPath(wizard, "premiums")).toBe("premiums");
    expect(stepOfPath(wizard, "check")).toBe("check");
    expect(stepOfPath(wizard, "general")).toBeNull();
    expect(stepOfPath(wizard, "nonsense")).toBeNull();
  });

  it("writes a step's address for a subject, with the return marker when asked", () => {
    expect(stepPath(wizard, null, "general")).toBe("/things/add");
    expect(stepPath(wizard, null, "safety")).toBe("/things/add/safety");
    expect(stepPath(wizard, "a b", "premiums")).toBe("/things/edit/a%20b/premiums");
    expect(stepPath(wizard, "7", "general", true)).toBe("/things/edit/7?return=check");
  });
});

describe("next and previous", () => {
  it("follow the declared order, with nothing before the first or after the last", () => {
    expect(nextStepOf(wizard, "general")).toBe("safety");
    expect(nextStepOf(wizard, "premiums")).toBe("check");
    expect(nextStepOf(wizard, "check")).toBeNull();
    expect(previousStepOf(wizard, "check")).toBe("premiums");
    expect(previousStepOf(wizard, "safety")).toBe("general");
    expect(previousStepOf(wizard, "general")).toBeNull();
  });

  it("Next goes on, or back to the check-your-answers step from a Change link; Previous goes back", () => {
    expect(destinationOf(wizard, null, "general", "next", false)).toBe("/things/add/safety");
    expect(destinationOf(wizard, null, "general", "next", true)).toBe("/things/add/check");
    expect(destinationOf(wizard, "7", "premiums", "next", false)).toBe("/things/edit/7/check");
    expect(destinationOf(wizard, null, "premiums", "previous", false)).toBe("/things/add/safety");
    expect(destinationOf(wizard, null, "check", "previous", false)).toBe("/things/add/premiums");
  });
});

describe("the skip-ahead guard", () => {
  it("finds the first unfinished step, or the check-your-answers step when every other is finished", () => {
    expect(firstUnfinishedStep(wizard, finishedUpTo())).toBe("general");
    expect(firstUnfinishedStep(wizard, finishedUpTo("general"))).toBe("safety");
    // A later finished step does not make up for an earlier unfinished one.
    expect(firstUnfinishedStep(wizard, finishedUpTo("general", "premiums"))).toBe("safety");
    expect(firstUnfinishedStep(wizard, finishedUpTo("general", "safety", "premiums"))).toBe("check");
  });

  it("sends a step ahead of the first unfinished one there, and lets every other step open", () => {
    const finished = finishedUpTo("general");
    expect(redirectFromSkippedStep(wizard, "premiums", finished)).toBe("safety");
    expect(redirectFromSkippedStep(wizard, "check", finished)).toBe("safety");
    expect(redirectFromSkippedStep(wizard, "safety", finished)).toBeNull();
    expect(redirectFromSkippedStep(wizard, "general", finished)).toBeNull();
    expect(redirectFromSkippedStep(wizard, "check", finishedUpTo("general", "safety", "premiums"))).toBeNull();
  });
});

describe("progressOf", () => {
  it("numbers the steps, marks the current one, and links the finished steps that can be opened", () => {
    const progress = progressOf(wizard, "7", "safety", finishedUpTo("general", "premiums"));
    expect(progress).toEqual([
      { name: "general", title: "positions:steps.general", number: 1, current: false, href: "/things/edit/7" },
      { name: "safety", title: "positions:steps.safety", number: 2, current: true, href: null },
      // Finished, but behind an unfinished step: the guard would not open it.
      { name: "premiums", title: "positions:steps.premiums", number: 3, current: false, href: null },
      { name: "check", title: "positions:steps.check", number: 4, current: false, href: null },
    ]);
  });

  it("links the check-your-answers step once every other step is finished", () => {
    const progress = progressOf(wizard, null, "general", finishedUpTo("general", "safety", "premiums"));
    expect(progress.map((item) => item.href)).toEqual([null, "/things/add/safety", "/things/add/premiums", "/things/add/check"]);
  });
});

describe("intents", () => {
  const form = (entries: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(entries)) data.set(name, value);
    return data;
  };

  it("reads the pressed button, and goes on without a known one", () => {
    expect(intentOf(form({ intent: "previous" }))).toBe("previous");
    expect(intentOf(form({ intent: "cancel" }))).toBe("cancel");
    expect(intentOf(form({ intent: "submit" }))).toBe("submit");
    expect(intentOf(form({}))).toBe("next");
    expect(intentOf(form({ intent: "delete-everything" }))).toBe("next");
  });

  it("reads the return marker from the address or the form", () => {
    expect(isReturning(new URLSearchParams("return=check"))).toBe(true);
    expect(isReturning(form({ return: "check" }))).toBe(true);
    expect(isReturning(new URLSearchParams("return=elsewhere"))).toBe(false);
    expect(isReturning(form({}))).toBe(false);
  });
});
