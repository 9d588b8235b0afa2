/** The addresses of a position's work post sheet pages, and of the position itself. */
export function workPostSheetPaths(positionId: string) {
  const id = encodeURIComponent(positionId);
  const view = `/positions/view-work-post-sheet/${id}`;
  return {
    add: `/positions/add-work-post-sheet/${id}`,
    edit: `/positions/edit-work-post-sheet/${id}`,
    view,
    pdf: `${view}/pdf`,
    position: `/positions/view-position/${id}`,
  };
}
