package fix

import "path/filepath"

// Invalid.

// The call is the file's only use of filepath: replacing it would leave
// the import unused, so there is no fix.
var only = filepath.Join("https://example.com", "x") // want `filepath.Join makes "https:/example.com/x"`
