import { requireCaller } from "../context";
import type { Resolvers } from "../resolvers.generated";
import type { EmployeeRow } from "../rows";

const isoDate = (value: Date | string | null) => (value === null ? null : typeof value === "string" ? value.slice(0, 10) : value.toISOString().slice(0, 10));

export const employeeResolvers: Resolvers = {
  Query: {
    employee: async (_parent, _args, context) => {
      const id = requireCaller(context, "employee");
      const [employee] = await context.db.query<EmployeeRow>("select * from employees where id = $1", [id]);
      return employee;
    },
  },
  Employee: {
    id: (employee) => String(employee.id),
    firstName: (employee) => employee.first_name,
    lastName: (employee) => employee.last_name,
    isStudent: (employee) => employee.is_student,
    intentAgreementUrl: (employee) => employee.intent_agreement_url,
    studentAgreementUrl: (employee) => employee.student_agreement_url,
    profile: (employee) => ({
      city: employee.city,
      street: employee.street,
      streetNumber: employee.street_number,
      zip: employee.zip,
      country: employee.country,
      countryOfBirth: employee.country_of_birth,
      nationalityCountry: employee.nationality_country,
      placeOfBirth: employee.place_of_birth,
      birthdate: isoDate(employee.birthdate),
    }),
  },
};
