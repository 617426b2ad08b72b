import { listVariables, shelfActions } from "./listRules";

const query = (
  search: Record<string, unknown>,
  sort: { key: string; order: "asc" | "desc" } | null = null,
) => ({ page: 2, pageSize: 20, sort, search }) as never;

describe("list variables", () => {
  it("asks newest first and every status by default", () => {
    expect(listVariables(query({ status: "all" }))).toMatchObject({
      page: 2,
      pageSize: 20,
      status: "all",
      sortKey: "createTime",
      sortDirection: "desc",
    });
  });

  it("sends each header search under the API name", () => {
    const v = listVariables(
      query(
        {
          id: "7",
          name: "Laser",
          model: "PL",
          description: "d",
          note: "n",
          tags: "fiber",
          status: "offshelf",
          createTime: {
            from: "2026-01-01 00:00:00",
            to: "2026-01-31 23:59:59",
          },
          onTheShelfTime: { from: null, to: "2026-02-01 23:59:59" },
        },
        { key: "onTheShelfTime", order: "asc" },
      ),
    );
    expect(v).toEqual({
      page: 2,
      pageSize: 20,
      id: "7",
      name: "Laser",
      model: "PL",
      description: "d",
      note: "n",
      status: "offshelf",
      tags: ["fiber"],
      createTimeStart: "2026-01-01 00:00:00",
      createTimeEnd: "2026-01-31 23:59:59",
      shelfTimeStart: undefined,
      shelfTimeEnd: "2026-02-01 23:59:59",
      sortKey: "onTheShelfTime",
      sortDirection: "asc",
    });
  });
});

describe("shelf actions", () => {
  it("offers off shelf only on the shelf and on shelf only off it", () => {
    expect(shelfActions("onTheShelf")).toEqual({
      offShelf: true,
      onShelf: false,
    });
    expect(shelfActions("offshelf")).toEqual({
      offShelf: false,
      onShelf: true,
    });
  });
});
