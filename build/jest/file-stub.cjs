// Files imported for their URL (webpack asset modules) resolve to their name in jest.
module.exports = 'test-file-stub';
