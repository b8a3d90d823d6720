package notests

import "path"

// With -pathjoin.tests=false, a test that shows what path.Join does is
// left alone.
var mangled = path.Join("https://example.com", "styles")
