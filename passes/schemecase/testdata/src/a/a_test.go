package a

import (
	"net/http"
	"testing"
)

// A scheme in alternating case tries that the code ignores case, even in
// a test named for something else; "HTTP" is a slip a test makes too.
func TestPortDefaultForScheme(t *testing.T) {
	http.NewRequest("GET", "HtTp://example.com", nil)
	http.NewRequest("GET", "HTTP://example.com", nil) // want `scheme "HTTP" of "HTTP://example.com" is not lowercase`
}
