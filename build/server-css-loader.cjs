// Server builds skip stylesheets: the gateway links the browser build's CSS files in the page's head.
module.exports = function serverCssLoader() {
  return 'export {};';
};
