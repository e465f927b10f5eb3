export const documents = [];
