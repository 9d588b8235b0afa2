import { POSITION_SEARCH_PARAM, POSITION_SELECT_LIMIT, positionChoicesOf, positionSearchAddress, positionSearchOf } from "./position-choices";

const positions = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ id: String(index + 1), name: `Functie ${index + 1}`, wpsRequired: false, workPostSheet: null }));

describe("positionChoicesOf", () => {
  it("offers every position without a search while the select can show them all", () => {
    const choices = positionChoicesOf({ totalCount: POSITION_SELECT_LIMIT, nodes: positions(POSITION_SELECT_LIMIT) }, null, "");
    expect(choices).toMatchObject({ searchShown: false, matching: null, search: "" });
    expect(choices.options).toHaveLength(POSITION_SELECT_LIMIT);
  });

  it("shows the search, and how many match, once there is one position more than the select shows", () => {
    const choices = positionChoicesOf({ totalCount: POSITION_SELECT_LIMIT + 1, nodes: positions(POSITION_SELECT_LIMIT) }, null, "");
    expect(choices).toMatchObject({ searchShown: true, matching: POSITION_SELECT_LIMIT + 1 });
  });

  it("keeps the search shown while one is on, even when few match", () => {
    expect(positionChoicesOf({ totalCount: 1, nodes: positions(1) }, null, "bottel")).toMatchObject({ searchShown: true, matching: null, search: "bottel" });
  });

  it("puts the draft's own position first when the list leaves it out, and only once otherwise", () => {
    const chosen = { id: "500", name: "Brouwer", wpsRequired: false, workPostSheet: null };
    expect(positionChoicesOf({ totalCount: 2, nodes: positions(2) }, chosen, "").options.map((option) => option.id)).toEqual(["500", "1", "2"]);
    expect(
      positionChoicesOf({ totalCount: 2, nodes: positions(2) }, { id: "2", name: "Functie 2", wpsRequired: false, workPostSheet: null }, "").options.map(
        (option) => option.id,
      ),
    ).toEqual(["1", "2"]);
  });

  it("marks a position that needs a work post sheet and has none", () => {
    const nodes = [
      { id: "1", name: "Bottelaar", wpsRequired: true, workPostSheet: null },
      { id: "2", name: "Brouwer", wpsRequired: true, workPostSheet: { kind: "filled" } },
      { id: "3", name: "Onthaal", wpsRequired: false, workPostSheet: null },
    ];
    expect(positionChoicesOf({ totalCount: 3, nodes }, null, "").options.map((option) => option.workPostSheetMissing)).toEqual([true, false, false]);
  });
});

describe("positionSearchOf", () => {
  it("reads the trimmed search from the address, or none", () => {
    expect(positionSearchOf(new URL(`http://portal/?${POSITION_SEARCH_PARAM}=%20bottel%20`))).toBe("bottel");
    expect(positionSearchOf(new URL("http://portal/"))).toBe("");
  });
});

describe("positionSearchAddress", () => {
  it("shows the step again narrowed by what was typed, trimmed, keeping the step's own query", () => {
    expect(positionSearchAddress("/contracts/create-contract?return=check", "  brouw ")).toBe(
      `/contracts/create-contract?return=check&${POSITION_SEARCH_PARAM}=brouw#position-search`,
    );
  });

  it("shows every position again when the search is emptied", () => {
    expect(positionSearchAddress("/contracts/create-contract", "   ")).toBe("/contracts/create-contract#position-search");
  });
});
