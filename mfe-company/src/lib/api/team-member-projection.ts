/** The fields a team card (about page, team list) and a team member page show. */
export const TEAM_MEMBER_PROJECTION = /* groq */ `{
  _id, language, name, slug{current}, role, bio, experience, expertise, image{asset, alt}, socialLinks, metadata
}`;
