// Employees (part 2 §2 screens 5 and 7, §3, §5): the whole profile as an employer of the employee's
// payroll team and the employee themselves see it, and its three edit forms. Every change refreshes
// the employee's status in each of their teams.
import { todayInBelgium } from "../../domain/belgian-time";
import { yearOf } from "../../domain/student-hours";
import { studentHoursLeftOf, studentYearsOf } from "../contracts/student-hours";
import { requireCaller } from "../core/context";
import type { Resolvers } from "../graphql/resolvers.generated";
import {
  companyEmployee,
  loadEmployee,
  signAgreements,
  updateEmployeeGeneralInformation,
  updateEmployeePersonalInformation,
  updateEmployeeWageProfile,
} from "./employee";

export const employeeResolvers: Resolvers = {
  Query: {
    employee: async (_parent, _args, context) => loadEmployee(context.db, requireCaller(context, "employee")),
    companyEmployee: (_parent, args, context) => companyEmployee(context, args),
  },
  Employee: {
    id: (employee) => String(employee.id),
    firstName: (employee) => employee.first_name,
    lastName: (employee) => employee.last_name,
    isStudent: (employee) => employee.is_student,
    intentAgreementUrl: (employee) => employee.intent_agreement_url,
    studentAgreementUrl: (employee) => employee.student_agreement_url,
    preferredLanguage: (employee) => employee.preferred_language,
    nationalRegisterNumber: (employee) => employee.national_register_number,
    lastSeenAt: (employee) => employee.last_seen_at?.toISOString() ?? null,
    flexiForbiddenUntil: (employee) => employee.flexi_forbidden_until,
    remainingStudentHours: async (employee, _args, context) => {
      if (!employee.is_student) return null;
      const [thisYear] = await studentHoursLeftOf(context.db, employee.id, [yearOf(todayInBelgium(new Date()))]);
      return thisYear.hoursLeft;
    },
    studentHoursByYear: async (employee, _args, context) => {
      if (!employee.is_student) return null;
      return studentHoursLeftOf(context.db, employee.id, await studentYearsOf(context.db, employee.id, todayInBelgium(new Date())));
    },
    bankAccount: (employee) => (employee.bank_account ? { iban: employee.bank_account, bic: employee.bic } : null),
    profile: (employee) => ({
      city: employee.city,
      street: employee.street,
      streetNumber: employee.street_number,
      buildingNumber: employee.building_number,
      zip: employee.zip,
      country: employee.country,
      countryOfBirth: employee.country_of_birth,
      nationalityCountry: employee.nationality_country,
      placeOfBirth: employee.place_of_birth,
      birthdate: employee.birthdate,
    }),
    wageProfile: (employee) => ({
      maritalState: employee.marital_state,
      maritalDate: employee.marital_date,
      childrenNumber: employee.children_number,
      childrenWithDisabilitiesNumber: employee.children_with_disabilities_number,
      dependentPersonsNumber: employee.dependent_persons_number,
      dependentPersonsWithDisabilitiesNumber: employee.dependent_persons_with_disabilities_number,
      isStudent: employee.is_student,
      taxCode: employee.tax_code,
      involuntaryPartTime: employee.involuntary_part_time,
    }),
    identity: (employee) => ({
      employeeId: employee.id,
      idCardNumber: employee.id_card_number,
      idCardExpiresOn: employee.id_card_expires_on,
      residencePermitCode: employee.residence_permit_code,
      residencePermitExpiresOn: employee.residence_permit_expires_on,
      workPermitExpiresOn: employee.work_permit_expires_on,
      check: employee.identity_check,
    }),
  },
  Mutation: {
    updateEmployeePersonalInformation: (_parent, args, context) => updateEmployeePersonalInformation(context, args),
    updateEmployeeGeneralInformation: (_parent, args, context) => updateEmployeeGeneralInformation(context, args),
    updateEmployeeWageProfile: (_parent, args, context) => updateEmployeeWageProfile(context, args),
    signAgreements: (_parent, args, context) => signAgreements(context, args),
  },
};
