// Port plan. `start` is what a developer opens; `test` is used by the test command so both can
// run at the same time. Remotes get their own origins, like separately deployed teams.
export const PROFILES = {
  start: {
    shell: 4000,
    courses: 4001,
    knowledge: 4002,
    company: 4003,
    account: 4004,
    content: 4010,
    forms: 4020,
    auth: 9099,
  },
  test: {
    shell: 4100,
    courses: 4101,
    knowledge: 4102,
    company: 4103,
    account: 4104,
    content: 4110,
    forms: 4120,
    auth: 9199,
  },
};

export const REMOTES = ['courses', 'knowledge', 'company', 'account'];
