// Kept out of the route module so the browser bundle does not carry zod: the server validates.
import { z } from "zod";

export const AddCostPlaceSchema = z.object({
  name: z
    .string({ required_error: "companyAdmin:addCostPlace.errors.nameRequired" })
    .trim()
    .min(1, "companyAdmin:addCostPlace.errors.nameRequired")
    .max(100, "companyAdmin:addCostPlace.errors.nameTooLong"),
});
