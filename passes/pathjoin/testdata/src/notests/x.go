package notests

import "path"

var base = path.Join("https://example.com", "v1") // want `makes "https:/example.com/v1"`
