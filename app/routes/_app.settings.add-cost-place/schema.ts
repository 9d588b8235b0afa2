// Kept out of the route module so the browser bundle does not carry zod: the server validates.
import { z } from "zod";
import { COST_PLACE_NAME_MAX_LENGTH } from "~domain/cost-places";
import { singleLine } from "~/forms/text-lines";

export const AddCostPlaceSchema = z.object({
  name: singleLine(
    z
      .string({ error: "companyAdmin:addCostPlace.errors.nameRequired" })
      .trim()
      .min(1, "companyAdmin:addCostPlace.errors.nameRequired")
      .max(COST_PLACE_NAME_MAX_LENGTH, "companyAdmin:addCostPlace.errors.nameTooLong"),
  ),
});
