/* global module */
// node-polyglot requires the `object.entries` polyfill, whose call-bind/get-intrinsic chain would ship
// with the first page; every browser the build targets has Object.entries (ES2017), so it is used as is.
module.exports = Object.entries;
