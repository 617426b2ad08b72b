// Stylesheets have no meaning under jsdom.
module.exports = {};
