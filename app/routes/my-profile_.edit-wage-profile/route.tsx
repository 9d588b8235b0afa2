import { type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { useActionData, useLoaderData } from "react-router";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { loadEmployeeProfile } from "~/areas/employees/employee.server";
import { saveWageProfile } from "~/areas/employees/employee-forms.server";
import { WageProfileForm } from "~/areas/employees/wage-profile-form";
import { wageProfileDefaults } from "~/areas/employees/wage-profile.schema";
import { SelfFrame } from "~/areas/employees/page-parts";
import { fullName, SELF } from "~/areas/employees/subject";

export const handle = { i18n: ["employees"], title: "employees:wage.editTitle" } satisfies PageHandle;

/** The employee's own form, the employer's one without the employeeId. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { employee } = await loadEmployeeProfile(request, SELF);
  return { name: fullName(employee), defaultValue: wageProfileDefaults(employee) };
}

export const action = ({ request }: ActionFunctionArgs) => saveWageProfile(request, SELF);

export default function EditOwnWageProfilePage() {
  const { name, defaultValue } = useLoaderData<typeof loader>();
  return (
    <SelfFrame name={name}>
      <WageProfileForm subject={SELF} employeeName={null} defaultValue={defaultValue} lastResult={useActionData<typeof action>()} />
    </SelfFrame>
  );
}
